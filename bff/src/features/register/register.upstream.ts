/** Registration at the gateway (upstream-gateway.md §5): the register SMS and the two forms. */
import type { GatewayLoginValue, GatewayRegisterPayload } from '@app/contracts';
import { ENDPOINTS } from './register.endpoints.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import type { Gateway } from '../../upstream/gateway.ts';

/**
 * Sends the register SMS, under the module of the form it is for (§5); answers the code's
 * lifetime in seconds, when the gateway says.
 */
export function postRegisterSms(
  gateway: Gateway,
  byMobile: boolean,
  mobile: string,
  dialingCode: string,
): Promise<number | null> {
  return gateway.call(byMobile ? ENDPOINTS.registerSmsMobile : ENDPOINTS.registerSms, {
    body: { mobileNo: mobile, countryDialingCode: dialingCode },
  });
}

/** The encrypted register call: by username, or by mobile number (the number is the account). */
export function putRegister(
  gateway: Gateway,
  byMobile: boolean,
  payload: GatewayRegisterPayload,
): Promise<GatewayLoginValue> {
  return gateway.call(byMobile ? ENDPOINTS.registerMobile : ENDPOINTS.register, { body: payload });
}

/**
 * Whether an invitation code is one the gateway knows (§5.3): it answers `success: false` for
 * one it does not. Other failures are the caller's to handle.
 */
export async function affiliateCodeKnown(
  gateway: Gateway,
  code: string,
  domain: string,
): Promise<boolean> {
  try {
    await gateway.call(ENDPOINTS.affiliate, { query: { code, domain } });
    return true;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'business') return false;
    throw error;
  }
}
