/**
 * One money action per submission (issue 13, item 7): the page makes a `requestKey` for each
 * submission; the first call with it claims the key in the store (shared by every replica) and
 * runs the action; a second call with the same key (a double tap, a retry after a lost answer)
 * never runs it again: it waits for the first answer and returns it, or is told the request is
 * still in progress. A failed action frees its key, so the player may try again.
 *
 * When the store cannot be reached the action is refused: a money action that might run twice is
 * worse than one that does not run.
 */
import type { z } from 'zod';
import type { Store } from '../../store/store.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError, needingStore } from '../../trpc/errors.ts';

/** How long an answer is kept for a repeated key. */
const ANSWER_TTL_MS = 24 * 3_600_000;
/** How long a claim lives if its process dies mid-action. */
const CLAIM_TTL_MS = 2 * 60_000;
/** How long a repeated call waits for the first one's answer, and how often it looks. */
const WAIT_MS = 5_000;
const POLL_MS = 100;

const RUNNING = '{"state":"running"}';

interface Stored {
  state: 'running' | 'done';
  answer?: unknown;
}

/**
 * Whose action, for the scope of `once`: the signed-in member's name, lower case (the procedures
 * are member-only; a session gone meanwhile is `not_logged_in`).
 */
export async function memberOf(ctx: Pick<Context, 'session'>): Promise<string> {
  const userName = (await ctx.session.load())?.userName;
  if (!userName) throw new AppError('UNAUTHORIZED', 'not_logged_in');
  return userName.toLowerCase();
}

export async function once<S extends z.ZodType>(
  store: Store,
  /** Whose and which action: `withdraw:<member>`; the request key is added. */
  scope: string,
  requestKey: string,
  answerSchema: S,
  action: () => Promise<z.infer<S>>,
): Promise<z.infer<S>> {
  const key = `money:${scope}:${requestKey}`;
  const claimed = await needingStore(() => store.setIfAbsent(key, RUNNING, CLAIM_TTL_MS));
  if (!claimed) return waitForAnswer(store, key, answerSchema);
  let answer: z.infer<S>;
  try {
    answer = await action();
  } catch (error) {
    // Nothing moved (or the gateway said no): the same submission may be tried again.
    await store.del(key).catch(() => undefined);
    throw error;
  }
  await needingStore(() =>
    store.set(key, JSON.stringify({ state: 'done', answer } satisfies Stored), ANSWER_TTL_MS),
  );
  return answer;
}

async function waitForAnswer<S extends z.ZodType>(
  store: Store,
  key: string,
  answerSchema: S,
): Promise<z.infer<S>> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const raw = await needingStore(() => store.get(key));
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    if (stored?.state === 'done') return answerSchema.parse(stored.answer);
    // Gone: the first call failed and freed the key; this one does not run it either.
    if (!stored || Date.now() >= deadline) {
      throw new AppError('CONFLICT', 'request_in_progress');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
