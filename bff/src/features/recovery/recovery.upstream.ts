/** Password recovery by SMS at the gateway (PWRESETSMS3, CHNGPASSVERIF3). */
import { ENDPOINTS } from './recovery.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

/** Sends the recovery code to the number, when it belongs to an account. */
export async function postRecoverySms(
  gateway: Gateway,
  mobile: string,
  dialingCode: string,
): Promise<void> {
  await gateway.call(ENDPOINTS.passwordSms, {
    body: { mobileNum: mobile, countryDialingCode: dialingCode },
  });
}

/** The encrypted reset: the code sets the new password. */
export async function postPasswordReset(
  gateway: Gateway,
  reset: { mobile: string; dialingCode: string; code: string; password: string },
): Promise<void> {
  await gateway.call(ENDPOINTS.passwordReset, {
    body: {
      mobileNum: reset.mobile,
      countryDialingCode: reset.dialingCode,
      verificationCode: reset.code,
      newPassword: reset.password,
      confirmNewPassword: reset.password,
    },
  });
}
