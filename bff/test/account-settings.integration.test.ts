/**
 * The account settings of the member centre (issue 13, item 5) through the BFF against the real
 * sandbox over HTTP: the profile, a new nickname, an e-mail (shown masked), the payee name (set
 * once), the profile icon; bad input gets a readable 400 before the gateway; a visitor 401.
 */
import { describe, expect, it } from 'vitest';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

const stack = freshBffPerTest();

interface Profile {
  nickname: string | null;
  email: string | null;
  payeeName: string | null;
  avatar: string;
}

async function profile(client: TrpcClient): Promise<Profile> {
  const response = await client.query('member.profile');
  expect(response.statusCode, response.body).toBe(200);
  return body(response).result?.data as Profile;
}

describe('account settings', () => {
  it('reads and changes the nickname, e-mail, payee name and icon', async () => {
    const client = await stack.signedIn();
    expect(await profile(client)).toMatchObject({
      nickname: 'Lucky Demo',
      payeeName: null,
      avatar: '0',
    });
    const ok = async (procedure: string, input: object) => {
      const response = await client.mutate(procedure, input);
      expect(response.statusCode, response.body).toBe(200);
    };
    await ok('member.setNickname', { nickname: '  Lucky Juan ' });
    await ok('member.bindEmail', { email: 'juan@example.com' });
    await ok('member.bindPayeeName', { payeeName: 'Juan Dela Cruz' });
    await ok('member.setAvatar', { avatar: '7' });
    expect(await profile(client)).toEqual({
      nickname: 'Lucky Juan',
      email: 'j***@example.com',
      payeeName: 'Juan Dela Cruz',
      avatar: '7',
    });
    // The payee name is set once.
    const again = await client.mutate('member.bindPayeeName', { payeeName: 'Pedro Penduko' });
    expect(again.statusCode).toBe(400);
    expect(body(again).error?.data.appCode).toBe('payee_name_exists');
  });

  it.each([
    ['member.setNickname', { nickname: 'J' }],
    ['member.bindEmail', { email: 'not-an-address' }],
    ['member.bindPayeeName', { payeeName: 'Juan 123' }],
    ['member.setAvatar', { avatar: '12' }],
  ])('%s refuses %j with a readable 400 before the gateway', async (procedure, input) => {
    const client = await stack.signedIn();
    const response = await client.mutate(procedure, input);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.message).toBeTruthy();
    const stats = await stack.sandbox.control<{ counts: Record<string, number> }>('GET', '/stats');
    expect(
      Object.keys(stats.counts).filter((path) => path.startsWith('/wps/member/info/')),
    ).toEqual([]);
  });

  it('sets the security question once', async () => {
    const client = await stack.signedIn();
    const before = await client.query('member.securityQuestion');
    const state = body(before).result?.data as {
      enabled: boolean;
      isSet: boolean;
      questions: { id: number }[];
    };
    expect(state).toMatchObject({ enabled: true, isSet: false });
    expect(state.questions.length).toBeGreaterThan(3);
    const set = await client.mutate('member.setSecurityQuestion', {
      questionId: state.questions[1]?.id,
      answer: 'Cebu',
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = body(await client.query('member.securityQuestion')).result?.data;
    expect(after).toMatchObject({ isSet: true });
    const again = await client.mutate('member.setSecurityQuestion', {
      questionId: 1,
      answer: 'X1',
    });
    expect(body(again).error?.data.appCode).toBe('security_question_exists');
    const tooShort = await client.mutate('member.setSecurityQuestion', {
      questionId: 1,
      answer: 'x',
    });
    expect(tooShort.statusCode).toBe(400);
  });

  it('refuses a visitor', async () => {
    const response = await stack.client().query('member.profile');
    expect(response.statusCode).toBe(401);
  });
});
