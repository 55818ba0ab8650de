/**
 * Login IP verification (§4) through the BFF against the real sandbox: the gateway answers the
 * right password from a new address with `login_verify_required` and texts a code; the BFF says
 * so with the masked number, and the same login with the code goes to the encrypted
 * verification endpoint and signs the member in. A remembered password verifies the same way.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_MOBILE } from '@app/sandbox';
import { body, freshBffPerTest, type TrpcClient } from './helpers/stack.ts';

const VERIFY_PATH = '/wps/session/login/verification';
const stack = freshBffPerTest();
const { username, password } = DEMO_MEMBER;

async function flagNewAddress(): Promise<void> {
  await stack.sandbox.control('POST', '/login-verification', { username, required: true });
}

const login = (client: TrpcClient, extra: Record<string, unknown> = {}) =>
  client.mutate('session.login', { type: 'username', username, password, ...extra });

describe('login from a new address', () => {
  it('asks for the SMS code with the masked number, then signs in with it', async () => {
    await flagNewAddress();
    const client = stack.client();
    const first = await login(client);
    expect(first.statusCode).toBe(400);
    expect(body(first).error?.data).toMatchObject({
      appCode: 'login_verify_required',
      maskedMobile: '0917****567',
    });
    const code = await stack.sandbox.lastSmsCode(DEMO_MOBILE.mobileNum);

    const verified = await login(client, { verificationCode: code });
    expect(verified.statusCode).toBe(200);
    expect(body(verified).result?.data).toMatchObject({ session: { userName: username } });
    expect(await stack.sandbox.calls(VERIFY_PATH)).toBe(1);
    // Encrypted like the login: neither the password nor the code travels in the clear.
    const { rawBody, payload } = await stack.sandbox.lastEncryptedRequest(VERIFY_PATH);
    expect(rawBody).not.toContain(password);
    expect(rawBody).not.toContain(code);
    expect(payload).toMatchObject({ username, verificationCode: code });
    expect(stack.logs.text()).not.toContain(code);
  });

  it('answers a wrong code in the catalogue words, and lets the right one in after', async () => {
    await flagNewAddress();
    const client = stack.client();
    await login(client);
    const wrong = await login(client, { verificationCode: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).error?.data.appCode).toBe('verification_code_error');
    await login(client);
    const code = await stack.sandbox.lastSmsCode(DEMO_MOBILE.mobileNum);
    expect((await login(client, { verificationCode: code })).statusCode).toBe(200);
  });

  it('verifies a remembered login the same way', async () => {
    const client = stack.client();
    expect((await login(client, { remember: true })).statusCode).toBe(200);
    await client.mutate('session.logout');
    await flagNewAddress();
    const remembered = { type: 'remembered', username };
    const first = await client.mutate('session.login', remembered);
    expect(body(first).error?.data.appCode).toBe('login_verify_required');
    const code = await stack.sandbox.lastSmsCode(DEMO_MOBILE.mobileNum);
    const verified = await client.mutate('session.login', {
      ...remembered,
      verificationCode: code,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers a malformed code with a readable 400 before the gateway', async () => {
    const response = await login(stack.client(), { verificationCode: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.fieldErrors).toHaveProperty('verificationCode');
    expect(await stack.sandbox.calls(VERIFY_PATH)).toBe(0);
  });
});
