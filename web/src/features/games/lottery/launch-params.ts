/**
 * The lottery launch route's query (spec section 2: `/m/launchGame?playType&gameId&gameGroupId&
 * prize_mode&code&pageBack`) and the frame address built from it. Read leniently: a missing play
 * type is `ent`, a missing prize mode `Lott`; without a usable game id there is nothing to open.
 */
import {
  LOTTERY_FRAME_PATH,
  LOTTERY_PLAY_TYPES,
  PRIZE_MODES,
  type LotteryPlayType,
  type PrizeMode,
} from '@app/contracts/values';

export interface LaunchParams {
  playType: LotteryPlayType;
  gameId: string;
  gameGroupId: string | null;
  prizeMode: PrizeMode;
  code: string | null;
  /** Closing the frame goes home (spec section 4); otherwise back to the lottery list. */
  pageBack: boolean;
}

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const id = (value: string | null): string | null => (value && ID.test(value) ? value : null);

export function readLaunchParams(search: URLSearchParams): LaunchParams | null {
  const gameId = id(search.get('gameId'));
  if (!gameId) return null;
  const playType = search.get('playType') ?? '';
  const prizeMode = search.get('prize_mode') ?? '';
  return {
    playType: (LOTTERY_PLAY_TYPES as readonly string[]).includes(playType)
      ? (playType as LotteryPlayType)
      : 'ent',
    gameId,
    gameGroupId: id(search.get('gameGroupId')),
    prizeMode: (PRIZE_MODES as readonly string[]).includes(prizeMode)
      ? (prizeMode as PrizeMode)
      : 'Lott',
    code: id(search.get('code')),
    pageBack: Boolean(search.get('pageBack')),
  };
}

/** The BFF address the frame opens: it answers with the H5 page and the member's token. */
export function frameSource(params: LaunchParams): string {
  const query = new URLSearchParams({
    playType: params.playType,
    gameId: params.gameId,
    prizeMode: params.prizeMode,
    ...(params.code ? { code: params.code } : {}),
    ...(params.gameGroupId ? { gameGroupId: params.gameGroupId } : {}),
  });
  return `${LOTTERY_FRAME_PATH}?${query.toString()}`;
}
