/** Login, logout and captcha at the gateway (upstream-gateway.md §4, §5.1). */
import type { GatewayLoginPayload, GatewayLoginValue } from '@app/contracts';
import { ENDPOINTS } from './session.endpoints.ts';
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

/**
 * The login from a new address, confirmed with the SMS code the gateway sent when it answered
 * `login_verify_required` (§4: encrypted like the login).
 */
export function postLoginVerification(
  gateway: Gateway,
  payload: GatewayLoginPayload,
): Promise<GatewayLoginValue> {
  return gateway.call(ENDPOINTS.loginVerification, { body: payload });
}

export async function deleteSession(gateway: Gateway): Promise<void> {
  await gateway.call(ENDPOINTS.logout);
}

/**
 * A trial account (§4, §3.6): the sealed key alone, a plain body. `platform` is what the only
 * recorded client (the desktop site) sends; the gateway answers a login-like value, or the trial
 * value 0 when it has no trial account to give.
 */
export async function postFreePlay(gateway: Gateway, os: string): Promise<GatewayLoginValue | 0> {
  const value = await gateway.call(ENDPOINTS.freePlay, { body: { os, platform: 'W' } });
  // The trial value 0: no trial account (spec section 4 "Trial play").
  return value === 0 || value === '0' ? 0 : value;
}

/** Sends the login SMS; answers the code's lifetime in seconds, when the gateway says. */
export function postLoginSms(
  gateway: Gateway,
  mobile: string,
  dialingCode: string,
): Promise<number | null> {
  return gateway.call(ENDPOINTS.loginSms, {
    body: { mobileNum: mobile, countryDialingCode: dialingCode },
  });
}
