/** Login, logout and captcha at the gateway (upstream-gateway.md §4, §5.1). */
import type { GatewayLoginPayload, GatewayLoginValue } from '@app/contracts';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

/** A base64 PNG bound to the `captchaId` cookie the gateway sets in the handle's cookie jar. */
export function fetchCaptcha(gateway: Gateway): Promise<string> {
  return gateway.call(ENDPOINTS.captcha, { query: { t: Date.now() } });
}

/** The encrypted login (§3, §4). Throws `UpstreamError` with `value.captcha` on refusal. */
export function postLogin(
  gateway: Gateway,
  payload: GatewayLoginPayload,
): Promise<GatewayLoginValue> {
  return gateway.call(ENDPOINTS.login, { body: payload });
}

export async function deleteSession(gateway: Gateway): Promise<void> {
  await gateway.call(ENDPOINTS.logout);
}
