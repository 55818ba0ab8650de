/**
 * Games opened in the host (issue 30, item 1; decision 043). The launch URL carries the game's
 * session key, so the page never receives it: it is kept in the shared store under an opaque
 * `launchId`, with the member it belongs to, and only that member's session reads it back (every
 * replica can, so a reload served elsewhere still finds the game). It lasts as long as a game
 * session reasonably does; the host's clock starts at `startedAt`. The balance read at launch
 * (`balanceAtStart`) gives the reality check its net result (issue 30, item 2).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { HostedGame } from '@app/contracts';
import type { Store } from '../../store/store.ts';
import { needingStore } from '../../trpc/errors.ts';

/** How long a hosted game can be opened again (a reload, a return from the deposit page). */
export const HOSTED_GAME_TTL_MS = 12 * 3_600_000;

const hostedKey = (launchId: string) => `game-host:${launchId}`;

const KeptGameSchema = z.object({
  member: z.string(),
  url: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
  startedAt: z.string(),
  /** The balance when the game was launched ("1250.00"), or null when it could not be read. */
  balanceAtStart: z.string().nullable().default(null),
});
type KeptGame = z.infer<typeof KeptGameSchema>;

/** Keeps a launched game for the host; returns its id. */
export async function keepHostedGame(store: Store, game: KeptGame): Promise<string> {
  const launchId = randomBytes(16).toString('base64url');
  const kept: KeptGame = { ...game, member: game.member.toLowerCase() };
  await needingStore(() =>
    store.set(hostedKey(launchId), JSON.stringify(kept), HOSTED_GAME_TTL_MS),
  );
  return launchId;
}

/** The member's hosted game with its URL, or null (unknown, expired, or another member's). */
export async function readHostedGame(
  store: Store,
  member: string,
  launchId: string,
): Promise<(HostedGame & { url: string; balanceAtStart: string | null }) | null> {
  const raw = await needingStore(() => store.get(hostedKey(launchId)));
  if (!raw) return null;
  let kept: KeptGame;
  try {
    kept = KeptGameSchema.parse(JSON.parse(raw));
  } catch {
    return null;
  }
  if (kept.member !== member.toLowerCase()) return null;
  const { nodeId, vendor, startedAt, url, balanceAtStart } = kept;
  return { nodeId, vendor, startedAt, url, balanceAtStart };
}

/** Ends the member's hosted game: its frame page opens no more (another member's is left). */
export async function endHostedGame(store: Store, member: string, launchId: string): Promise<void> {
  if (await readHostedGame(store, member, launchId)) {
    await needingStore(() => store.del(hostedKey(launchId)));
  }
}
