/**
 * The games slice: each member's favourites and recent games (§9.6), the launched games' ssoKeys
 * and the open rounds (§10). Per-member records are keyed by the account id as a string.
 */
import { z } from 'zod';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice, ofMember } from '../../state/slice.ts';
import { gamesSeed } from './catalogue.data.ts';

const MAX_FAVOURITES = 200;
const MAX_RECENT = 30;
const MAX_GAME_SESSIONS = 200;
/** An open game round ends by itself after this long (§10, #734). */
export const ROUND_TTL_MS = 10 * 60_000;

/** One launched game: the ssoKey of its URL and, while the round is open, the open round. */
const GameSessionSchema = z.object({
  accountId: z.number().int(),
  nodeId: z.number().int(),
  createdAt: z.number(),
  backUrl: z.string().nullable(),
  /** Launched on the free-play wallet (`accountType` 0). */
  freePlay: z.boolean().default(false),
});
export type GameSession = z.infer<typeof GameSessionSchema>;

const OpenRoundSchema = z.object({
  nodeId: z.number().int(),
  ssoKey: z.string(),
  openedAt: z.number(),
});
export type OpenRound = z.infer<typeof OpenRoundSchema>;

const GamesRecordsSchema = z.object({
  /** Favourite nodeIds as strings, newest first. */
  favourites: z.record(z.string(), z.array(z.string())).default({}),
  /** Recently played nodeIds, newest first. */
  recentGames: z.record(z.string(), z.array(z.number().int())).default({}),
  /** Keyed by ssoKey. */
  gameSessions: z.record(z.string(), GameSessionSchema).default({}),
  openRounds: z.record(z.string(), OpenRoundSchema).default({}),
});
export type GamesRecords = z.infer<typeof GamesRecordsSchema>;

export class GamesSlice extends Slice<GamesRecords> {
  static readonly key = 'games';
  static readonly schema = GamesRecordsSchema;
  static readonly seed = gamesSeed;

  favourites(accountId: number): readonly string[] {
    return ofMember(this.records.favourites, accountId, []);
  }

  /** Idempotent: adding twice keeps one entry, removing a missing one is a no-op. */
  setFavourite(accountId: number, nodeId: number, favourite: boolean): void {
    const id = String(nodeId);
    const list = this.favourites(accountId).filter((n) => n !== id);
    if (favourite) list.unshift(id);
    this.write((records) => {
      records.favourites[String(accountId)] = list.slice(0, MAX_FAVOURITES);
    });
  }

  recentGames(accountId: number): readonly number[] {
    return ofMember(this.records.recentGames, accountId, []);
  }

  /** Moves the game to the front (newest first), keeping at most MAX_RECENT. */
  addRecentGame(accountId: number, nodeId: number): void {
    const list = [nodeId, ...this.recentGames(accountId).filter((n) => n !== nodeId)];
    this.write((records) => {
      records.recentGames[String(accountId)] = list.slice(0, MAX_RECENT);
    });
  }

  addGameSession(ssoKey: string, session: GameSession): void {
    this.write((records) => {
      const keys = Object.keys(records.gameSessions);
      for (const key of keys.slice(0, Math.max(0, keys.length - MAX_GAME_SESSIONS + 1))) {
        delete records.gameSessions[key];
      }
      records.gameSessions[ssoKey] = session;
    });
  }

  gameSession(ssoKey: string): ReadonlyDeep<GameSession> | undefined {
    const sessions = this.records.gameSessions;
    return Object.hasOwn(sessions, ssoKey) ? sessions[ssoKey] : undefined;
  }

  /** The member's open round, if any and not expired. */
  openRound(accountId: number): ReadonlyDeep<OpenRound> | undefined {
    const key = String(accountId);
    const round = ofMember<OpenRound | undefined>(this.records.openRounds, accountId, undefined);
    if (round && Date.now() - round.openedAt > ROUND_TTL_MS) {
      this.write((records) => {
        delete records.openRounds[key];
      });
      return undefined;
    }
    return round;
  }

  setOpenRound(accountId: number, round: { nodeId: number; ssoKey: string } | null): void {
    const key = String(accountId);
    this.write((records) => {
      if (round) records.openRounds[key] = { ...round, openedAt: Date.now() };
      else delete records.openRounds[key];
    });
  }

  /** Ends every open round (the round switch turned off). */
  endAllRounds(): void {
    this.write((records) => {
      records.openRounds = {};
    });
  }
}
