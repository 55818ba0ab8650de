/**
 * Who a frame page opens for (the lottery's `/lottery/frame`, a hosted game's `/games/frame/…`):
 * a signed-in member who is not on a break from play, or why not, as the status and catalogue
 * key of the refusal page. Without the store nothing is let through: the break cannot be read.
 */
import type { AppErrorCode } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Store } from '../store/store.ts';
import { AppError } from '../trpc/errors.ts';
import { refuseDuringBreak } from './play-breaks.ts';
import type { SessionData } from './session-store.ts';

export type FrameAccess =
  | { member: string; session: SessionData & { token: string } }
  | { refused: { status: number; code: AppErrorCode } };

export async function frameAccess(request: FastifyRequest, store: Store): Promise<FrameAccess> {
  let session: SessionData | null;
  try {
    session = await request.session.load();
  } catch {
    return { refused: { status: 503, code: 'system_upgrading' } };
  }
  const token = session?.token;
  const member = session?.userName;
  if (!session || !token || !member) return { refused: { status: 401, code: 'not_logged_in' } };
  try {
    // A break taken while a frame was open closes it at the next load.
    await refuseDuringBreak(store, member);
  } catch (error) {
    const onBreak = error instanceof AppError && error.appCode === 'on_break';
    return {
      refused: onBreak
        ? { status: 403, code: 'on_break' }
        : { status: 503, code: 'try_again_shortly' },
    };
  }
  return { member, session: { ...session, token } };
}
