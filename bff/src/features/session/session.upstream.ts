/** Login, logout and captcha at the gateway (upstream-gateway.md §4, §5.1). */
import { z } from 'zod';
import {
  GatewayCaptchaValueSchema,
  GatewayLoginValueSchema,
  MODULE_IDS,
  type GatewayLoginPayload,
  type GatewayLoginValue,
  type LanguageCode,
} from '@app/contracts';
import type { CookieJar, UpstreamClient } from '../../upstream/client.ts';

interface CallerContext {
  cookies: CookieJar;
  userAgent: string | undefined;
  language: LanguageCode;
}

/** A base64 PNG bound to the `captchaId` cookie the gateway sets in `cookies`. */
export function fetchCaptcha(upstream: UpstreamClient, caller: CallerContext): Promise<string> {
  return upstream.call(
    {
      method: 'GET',
      path: '/wps/captcha',
      moduleId: MODULE_IDS.captcha,
      query: { t: Date.now() },
      cookies: caller.cookies,
      userAgent: caller.userAgent,
      language: caller.language,
    },
    GatewayCaptchaValueSchema,
  );
}

/** The encrypted login (§3, §4). Throws `UpstreamError` with `value.captcha` on refusal. */
export function postLogin(
  upstream: UpstreamClient,
  payload: GatewayLoginPayload,
  caller: CallerContext,
): Promise<GatewayLoginValue> {
  return upstream.call(
    {
      method: 'POST',
      path: '/wps/session/login',
      moduleId: MODULE_IDS.common,
      body: payload,
      encrypt: true,
      cookies: caller.cookies,
      userAgent: caller.userAgent,
      language: caller.language,
    },
    GatewayLoginValueSchema,
  );
}

export async function deleteSession(
  upstream: UpstreamClient,
  token: string,
  caller: CallerContext,
): Promise<void> {
  await upstream.call(
    {
      method: 'DELETE',
      path: '/wps/session/logout',
      moduleId: MODULE_IDS.common,
      token,
      cookies: caller.cookies,
      userAgent: caller.userAgent,
      language: caller.language,
    },
    z.unknown(),
  );
}
