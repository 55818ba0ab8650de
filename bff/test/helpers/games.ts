/** Sandbox games the suites launch. */
import { GAMES } from '@app/sandbox';

const slot = GAMES.find((g) => g.gameType === 'RNG' && g.supportPlay === 1);
if (!slot) throw new Error('no real-money RNG game in the sandbox catalogue');

/** A real-money slot without free play, and games.launch's input for it. */
export const REAL_MONEY_SLOT = slot;
export const REAL_MONEY_SLOT_LAUNCH = {
  nodeId: String(slot.nodeId),
  vendor: slot.vassalage,
  gameId: slot.gameId,
  gameType: slot.gameType,
};
