/**
 * Play responsibly (issue 30): the player's own break from play. Any signed-in member may take
 * one (the trial player too: it closes free play). What it closes is refused by the procedures
 * themselves with `closedDuringBreak` (trpc/init.ts): game launches and deposits.
 */
import {
  PlayBreakSchema,
  RealityCheckSchema,
  SetRealityCheckInputSchema,
  TakeBreakInputSchema,
} from '@app/contracts';
import { memberProcedure, router } from '../../trpc/init.ts';
import { getBreak, getRealityCheck, setRealityCheck, takeBreak } from './responsible.service.ts';

export const responsibleRouter = router({
  /** The member's break now: when it ends, or null. */
  break: memberProcedure.output(PlayBreakSchema).query(({ ctx }) => getBreak(ctx)),
  /** Starts a break; one under way that ends later is kept (never shortened). */
  takeBreak: memberProcedure
    .input(TakeBreakInputSchema)
    .output(PlayBreakSchema)
    .mutation(({ ctx, input }) => takeBreak(ctx, input.period)),
  /** How often the game host's reality check comes: the member's choice or the merchant's. */
  realityCheck: memberProcedure.output(RealityCheckSchema).query(({ ctx }) => getRealityCheck(ctx)),
  /** The member's own interval, within the merchant's bounds. */
  setRealityCheck: memberProcedure
    .input(SetRealityCheckInputSchema)
    .output(RealityCheckSchema)
    .mutation(({ ctx, input }) => setRealityCheck(ctx, input.minutes)),
});
