/**
 * What a tap on a game does (spec section 4, "Game click"), as a pure decision so every branch is
 * tested without a browser:
 * - a visitor goes to log in;
 * - the lottery vendors (TCG_LOTTO_VN, TCG_SEA) open the lottery launch route on their lobby with
 *   a prize mode, and LOTT / ELOTT games open the same route on the game;
 * - a game that supports free play asks real money or free play first;
 * - anything else launches directly (games.launch, real money).
 */
import { LOTTERY_VENDORS } from '@app/contracts/values';
import { href } from '../../lib/paths.ts';

/** A game, a vendor's lobby or a match: enough to launch it. */
export interface LaunchTarget {
  name: string;
  vendor: string;
  gameType: string;
  nodeId: string | null;
  gameId: string | null;
  gameCode: string | null;
  supportsFreePlay: boolean;
  /** A lottery game's group and play type (trad or ent), which its launch route carries. */
  gameGroupId?: string | null | undefined;
  playType?: 'trad' | 'ent' | null | undefined;
}

export type PrizeMode = 'Lott' | 'Elott';

export type GameClick =
  | { kind: 'login' }
  | { kind: 'lottery'; path: string }
  | { kind: 'choose'; target: LaunchTarget }
  | { kind: 'launch'; target: LaunchTarget };

export interface GameClickContext {
  signedIn: boolean;
  /** Vendors the merchant maps to ELOTT (home.bootstrap categories). */
  elottVendors: readonly string[];
  /**
   * Closing the lottery frame goes home (the launch route's `pageBack`); false from the lottery
   * list, where closing comes back to the list.
   */
  pageBack?: boolean;
}

const isLotteryVendor = (vendor: string): boolean =>
  (LOTTERY_VENDORS as readonly string[]).includes(vendor);

/**
 * Electronic lottery when the ELOTT mapping has TCG_LOTTO_VN or LOTT, else plain lottery; the
 * sea lottery (TCG_SEA, an ELOTT vendor on the gateway) is fixed.
 */
export function prizeModeOf(vendor: string, elottVendors: readonly string[]): PrizeMode {
  if (vendor === 'TCG_SEA') return 'Elott';
  return elottVendors.some((v) => v === 'TCG_LOTTO_VN' || v === 'LOTT') ? 'Elott' : 'Lott';
}

function lotteryPath(
  target: LaunchTarget,
  elottVendors: readonly string[],
  pageBack: boolean,
): string {
  const lobby = isLotteryVendor(target.vendor);
  return href('launchGame', {
    query: {
      // The game's own play type where it has one (spec sections 3 and 8), else entertainment.
      playType: target.playType ?? 'ent',
      gameId: target.gameId ?? target.nodeId ?? '',
      ...(target.gameGroupId ? { gameGroupId: target.gameGroupId } : {}),
      prize_mode: prizeModeOf(target.vendor, elottVendors),
      code: lobby ? 'lobby' : (target.gameCode ?? ''),
      vendor: target.vendor,
      ...(pageBack ? { pageBack: 'home' } : {}),
    },
  });
}

/** A lottery vendor's lobby or a LOTT / ELOTT game: opens the lottery launch route. */
export function isLotteryTarget(target: LaunchTarget): boolean {
  return (
    isLotteryVendor(target.vendor) || target.gameType === 'LOTT' || target.gameType === 'ELOTT'
  );
}

export function gameClick(target: LaunchTarget, context: GameClickContext): GameClick {
  if (!context.signedIn) return { kind: 'login' };
  if (isLotteryTarget(target)) {
    return {
      kind: 'lottery',
      path: lotteryPath(target, context.elottVendors, context.pageBack ?? true),
    };
  }
  if (target.supportsFreePlay) return { kind: 'choose', target };
  return { kind: 'launch', target };
}

/** What opensGameWindow reads of `navigator`. */
export interface BrowserTraits {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/**
 * iOS Safari (like every iOS browser, all WebKit) lets a page open a window only in the tap itself,
 * never after an await: there the launcher opens the game's window on the tap and points it at the
 * launch URL when it arrives (issue 12). iPadOS says it is a Mac: a Mac with a touch screen is an
 * iPad. Elsewhere the game opens in this tab, which no popup blocker stops.
 */
export function opensGameWindow(browser: BrowserTraits): boolean {
  return (
    /\biP(?:hone|ad|od)\b/.test(browser.userAgent) ||
    (browser.platform === 'MacIntel' && (browser.maxTouchPoints ?? 0) > 1)
  );
}
