/**
 * The access procedures next to `memberProcedure`: `agentProcedure` (agent customer types only)
 * and `realMemberProcedure` (not the type-4 trial player), on a test router through
 * `createCaller`, so nothing reaches a gateway.
 */
import { describe, expect, it } from 'vitest';
import { emptySession } from '../src/session/session-store.ts';
import {
  agentProcedure,
  createCallerFactory,
  realMemberProcedure,
  realMemberProcedureRefusing,
  router,
} from '../src/trpc/init.ts';
import { testContext } from './helpers/context.ts';

const testRouter = router({
  agentOnly: agentProcedure.query(() => 'agent'),
  realOnly: realMemberProcedure.query(() => 'real'),
  chat: realMemberProcedureRefusing('free_reject').query(() => 'chat'),
});
const createCaller = createCallerFactory(testRouter);

/** A caller whose session is a member of `type`, or a visitor when `type` is undefined. */
const callerFor = (type?: number) =>
  createCaller(
    testContext({ session: type === undefined ? null : { ...emptySession(), token: 'T', type } }),
  );

const refusal = (code: string, appCode: string) => ({ code, appCode });

describe('agentProcedure', () => {
  it.each([1, 2, 41, 42])('lets an agent of type %i through', async (type) => {
    expect(await callerFor(type).agentOnly()).toBe('agent');
  });

  it.each([0, 40])('refuses a member of type %i with no_permission', async (type) => {
    await expect(callerFor(type).agentOnly()).rejects.toMatchObject(
      refusal('FORBIDDEN', 'no_permission'),
    );
  });

  it('refuses the trial player (type 4) with free_reject', async () => {
    await expect(callerFor(4).agentOnly()).rejects.toMatchObject(
      refusal('FORBIDDEN', 'free_reject'),
    );
  });

  it('refuses a visitor with not_logged_in', async () => {
    await expect(callerFor().agentOnly()).rejects.toMatchObject(
      refusal('UNAUTHORIZED', 'not_logged_in'),
    );
  });
});

describe('realMemberProcedure', () => {
  it.each([0, 1, 2, 41])('lets a member of type %i through', async (type) => {
    expect(await callerFor(type).realOnly()).toBe('real');
  });

  it('refuses the trial player (type 4) with non_member, or free_reject where asked', async () => {
    await expect(callerFor(4).realOnly()).rejects.toMatchObject(refusal('FORBIDDEN', 'non_member'));
    await expect(callerFor(4).chat()).rejects.toMatchObject(refusal('FORBIDDEN', 'free_reject'));
  });

  it('refuses a visitor with not_logged_in', async () => {
    await expect(callerFor().realOnly()).rejects.toMatchObject(
      refusal('UNAUTHORIZED', 'not_logged_in'),
    );
  });
});
