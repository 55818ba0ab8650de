/**
 * Issue 25, defect 7: the URLs that bring a player back to the site (a payment's `returnUrl`, the
 * chat's `backUrl`) are built from PUBLIC_ORIGIN, never from the request's Host. Behind a proxy
 * that passes any Host, `Host: evil.example` used to become the payment's way back. Through the
 * BFF against the real sandbox over HTTP: what the gateway receives is what is checked.
 */
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';
import { bffPerFile, data, requestKey, type TrpcClient } from './helpers/stack.ts';

const SITE = 'https://play.site.example';
const MIRROR = 'https://mirror.site.example:8443';

const stack = bffPerFile({ config: { publicOrigins: [SITE, MIRROR] } });

/** A member's mutation sent with the headers a proxy let through. */
async function mutateWith(
  client: TrpcClient,
  path: string,
  input: unknown,
  headers: Record<string, string>,
) {
  const response = await stack.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: {
      cookie: client.cookieHeader(),
      'content-type': 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...headers,
    },
    payload: JSON.stringify(input),
  });
  return response;
}

async function depositReturnUrl(headers: Record<string, string>): Promise<string> {
  const client = await stack.signedIn();
  data(
    await mutateWith(
      client,
      'wallet.depositGateway',
      { vendor: 'GCASHPAY', amount: '250.00', requestKey: requestKey() },
      headers,
    ),
  );
  const sent = await stack.sandbox.received('/wps/relay/MCS2_depositPaymentGateway');
  const last = sent.at(-1);
  return (JSON.parse(last?.body ?? '{}') as { returnUrl: string }).returnUrl;
}

async function chatBackUrl(headers: Record<string, string>): Promise<string> {
  const client = await stack.signedIn();
  const { chatUrl } = data<{ chatUrl: string }>(
    await mutateWith(
      client,
      'inbox.launchChat',
      { theme: 'light', title: 'Live chat', language: 'EN' },
      headers,
    ),
  );
  return new URL(chatUrl).searchParams.get('backUrl') ?? '';
}

describe('the way back to the site', () => {
  it('never carries a foreign Host into the payment return URL', async () => {
    const returnUrl = await depositReturnUrl({ host: 'evil.example' });
    expect(returnUrl).not.toContain('evil.example');
    expect(returnUrl).toBe(`${SITE}/m/voucherCenter`);
  });

  it('never carries a foreign Host into the chat back link', async () => {
    const backUrl = await chatBackUrl({ host: 'evil.example' });
    expect(backUrl).not.toContain('evil.example');
    expect(backUrl).toBe(`${SITE}/m/message`);
  });

  it('ignores a forwarded host the BFF does not trust', async () => {
    const returnUrl = await depositReturnUrl({
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(returnUrl).toBe(`${SITE}/m/voucherCenter`);
  });

  it('sends a player who came by a configured name back by that name', async () => {
    const host = new URL(MIRROR).host;
    expect(await chatBackUrl({ host, origin: MIRROR })).toBe(`${MIRROR}/m/message`);
    // Host alone: the BFF sees plain http here (no trusted proxy), so only the default matches.
    expect(await chatBackUrl({ host })).toBe(`${SITE}/m/message`);
  });
});
