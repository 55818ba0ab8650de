/** Account settings (issue 13, item 5): icon, nickname, e-mail (masked), payee name once. */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Envelope, gatewayHeaders, loginToken, testSandbox } from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  token = await loginToken(app, 'demo', 'Demo1234');
});
afterEach(async () => {
  await app.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    headers: gatewayHeaders({
      authorization: token,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    }),
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}

describe('account settings', () => {
  it('changes the icon, nickname and e-mail; the payee name only once', async () => {
    expect((await call('GET', '/wps/member/info/icon')).body.value).toEqual({
      avatar: '0',
      avatarType: 'STATIC',
    });
    await call('POST', '/wps/member/info/icon', { avatar: '11' });
    await call('POST', '/wps/member/info/nickname', { nickname: 'Juan' });
    await call('POST', '/wps/member/info/email', { email: 'juan@example.com' });
    expect(
      (await call('POST', '/wps/member/info/payeename', { payeeName: 'Juan Cruz' })).status,
    ).toBe(200);
    const second = await call('POST', '/wps/member/info/payeename', { payeeName: 'Pedro' });
    expect(second.body.errorCode).toBe('payee.name.exists');
    const info = (await call('GET', '/wps/member/info')).body.value;
    expect(info).toMatchObject({
      nickname: 'Juan',
      email: 'j***@example.com',
      payeeName: 'Juan Cruz',
    });
    expect((await call('GET', '/wps/member/info/icon')).body.value).toMatchObject({ avatar: '11' });
  });

  it('lists the security questions and takes an answer once', async () => {
    const list = (await call('GET', '/wps/member/securityQuestions')).body.value as {
      list: { questionId: number }[];
    };
    expect(list.list.length).toBeGreaterThan(3);
    expect((await call('GET', '/wps/member/customerSecurityQuestions')).body.value).toEqual({
      isSet: false,
      questionId: null,
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/wps/member/customerSecurityQuestions',
      headers: gatewayHeaders({ authorization: token, 'content-type': 'application/json' }),
      payload: JSON.stringify({ questionId: 2, answer: 'Cebu' }),
    });
    expect(put.statusCode).toBe(200);
    expect((await call('GET', '/wps/member/customerSecurityQuestions')).body.value).toEqual({
      isSet: true,
      questionId: 2,
    });
  });

  it('refuses what is not a setting', async () => {
    expect((await call('POST', '/wps/member/info/icon', { avatar: '12' })).status).toBe(400);
    expect((await call('POST', '/wps/member/info/email', { email: 'nope' })).status).toBe(400);
    expect((await call('POST', '/wps/member/info/nickname', { nickname: 'x' })).status).toBe(400);
  });
});
