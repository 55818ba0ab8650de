/**
 * The lottery (spec sections 2 and 4, upstream-gateway.md section 13): the launch route's query
 * and the frame the BFF opens on it. The member's token reaches the lottery H5 page only through
 * the BFF's `/lottery/frame` redirect, never through page storage.
 */
import { z } from 'zod';
import { LOTTERY_PLAY_TYPES, PRIZE_MODES } from './game-types.ts';

/** A lottery game id, game code or group id as the gateway spells them. */
const lotteryId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'invalid id' });

/** The query of `/lottery/frame` (the web app builds it from the launch route's query). */
export const LotteryFrameQuerySchema = z.object({
  playType: z.enum(LOTTERY_PLAY_TYPES),
  gameId: lotteryId,
  prizeMode: z.enum(PRIZE_MODES),
  /** The game code, `lobby` for a vendor's lobby. */
  code: lotteryId.optional(),
  gameGroupId: lotteryId.optional(),
});
export type LotteryFrameQuery = z.infer<typeof LotteryFrameQuerySchema>;
