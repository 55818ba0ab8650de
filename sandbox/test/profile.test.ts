/** Account settings (issue 13, item 5): icon, nickname, e-mail (masked), payee name once. */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import { useSandbox } from './helpers/gateway.ts';

const gw = useSandbox({ as: DEMO_MEMBER });

describe('account settings', () => {
  it('changes the icon, nickname and e-mail; the payee name only once', async () => {
    expect(await gw.value('GET', '/wps/member/info/icon')).toEqual({
      avatar: '0',
      avatarType: 'STATIC',
    });
    await gw.call('POST', '/wps/member/info/icon', { avatar: '11' });
    await gw.call('POST', '/wps/member/info/nickname', { nickname: 'Juan' });
    await gw.call('POST', '/wps/member/info/email', { email: 'juan@example.com' });
    const payee = await gw.call('POST', '/wps/member/info/payeename', { payeeName: 'Juan Cruz' });
    expect(payee.status).toBe(200);
    const second = await gw.call('POST', '/wps/member/info/payeename', { payeeName: 'Pedro' });
    expect(second.body.errorCode).toBe('payee.name.exists');
    expect(await gw.value('GET', '/wps/member/info')).toMatchObject({
      nickname: 'Juan',
      email: 'j***@example.com',
      payeeName: 'Juan Cruz',
    });
    expect(await gw.value('GET', '/wps/member/info/icon')).toMatchObject({ avatar: '11' });
  });

  it('lists the security questions and takes an answer once', async () => {
    const questions = await gw.value<{ list: unknown[] }>('GET', '/wps/member/securityQuestions');
    expect(questions.list.length).toBeGreaterThan(3);
    const mine = () => gw.value('GET', '/wps/member/customerSecurityQuestions');
    expect(await mine()).toEqual({ isSet: false, questionId: null });
    const answer = { questionId: 2, answer: 'Cebu' };
    const put = await gw.call('PUT', '/wps/member/customerSecurityQuestions', answer);
    expect(put.status).toBe(200);
    expect(await mine()).toEqual({ isSet: true, questionId: 2 });
    const again = await gw.call('PUT', '/wps/member/customerSecurityQuestions', answer);
    expect(again.body.errorCode).toBe('security.question.exists');
  });

  it.each([
    ['/wps/member/info/icon', { avatar: '12' }],
    ['/wps/member/info/email', { email: 'nope' }],
    ['/wps/member/info/nickname', { nickname: 'x' }],
  ])('refuses %s %j', async (url, payload) => {
    expect((await gw.call('POST', url, payload)).status).toBe(400);
  });
});
