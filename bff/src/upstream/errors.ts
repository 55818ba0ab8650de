/**
 * Every way an upstream call can fail, mapped once to a typed error. Services and routers never
 * look at HTTP statuses or gateway error keys themselves; they receive an `UpstreamError` whose
 * `appCode` is a key of the error catalogue (contracts/src/errors.ts).
 */
import { GATEWAY_ERRORS, type AppErrorCode } from '@app/contracts';

export type UpstreamFailureKind =
  /** The gateway refused the session (401, login.not.session and friends). */
  | 'session'
  /** The gateway answered with a business refusal (4xx or success:false). */
  | 'business'
  /** The gateway is down or failing (5xx, connection refused, reset). */
  | 'unavailable'
  /** The gateway did not answer within the deadline. */
  | 'timeout'
  /** The gateway answered something that does not match the contract. */
  | 'bad-response';

export interface UpstreamErrorDetails {
  kind: UpstreamFailureKind;
  appCode: AppErrorCode;
  path: string;
  status?: number;
  errorCode?: string | null;
  /** The gateway's own human text, when it gave one (shown only for business refusals). */
  upstreamMessage?: string | null;
  /** The envelope's `value` on failure (e.g. `{captcha: true}` on a refused login). */
  value?: unknown;
  /** True when the circuit breaker refused the call without trying the gateway. */
  circuitOpen?: boolean;
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly kind: UpstreamFailureKind;
  readonly appCode: AppErrorCode;
  readonly path: string;
  readonly status: number | undefined;
  readonly errorCode: string | null | undefined;
  readonly upstreamMessage: string | null | undefined;
  readonly value: unknown;
  readonly circuitOpen: boolean;

  constructor(details: UpstreamErrorDetails, options?: { cause?: unknown }) {
    super(
      `upstream ${details.kind} on ${details.path}${details.status ? ` (${details.status})` : ''}`,
      options,
    );
    this.kind = details.kind;
    this.appCode = details.appCode;
    this.path = details.path;
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.upstreamMessage = details.upstreamMessage;
    this.value = details.value;
    this.circuitOpen = details.circuitOpen ?? false;
  }
}

const SESSION_ERROR_KEYS = new Set([
  GATEWAY_ERRORS.notSession,
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
  'token_ip_different',
  'duplicateLogin',
  'nologin',
]);

/**
 * The session keys that say the caller was never signed in (rather than signed out since): the
 * spec's 'You are not logged in, please login first' (section 8), not the ended-session text.
 */
const NOT_LOGGED_IN_KEYS = new Set(['CUSTOMER_NOT_LOGIN', 'nologin']);

type ErrorMatcher = [match: (key: string, message: string) => boolean, code: AppErrorCode];

/**
 * Gateway error key (or a fragment of the message) → catalogue key. `key` is the `errorCode`, or
 * the message when there is none; `message` is the message, where numbered codes sit (§2.4).
 */
const BUSINESS_ERROR_MAP: ErrorMatcher[] = [
  [(k) => k === GATEWAY_ERRORS.functionNotAvailable || k.includes('#543'), 'feature_unavailable'],
  // The region (IP) restriction (spec section 8: 'Access restricted', ip_restrict), however spelt.
  [(k) => k.toLowerCase().replace(/[._-]/g, '') === 'iprestrict', 'access_restricted'],
  // The key of #734 is not known upstream (§17.1): the number in the message decides too.
  [
    (k, m) => k === GATEWAY_ERRORS.previousGameNotFinished || /#734\b/.test(`${k} ${m}`),
    'game_not_finished',
  ],
  [(k) => k === GATEWAY_ERRORS.freePlayNotSupported, 'free_play_unsupported'],
  [
    (k) => k === GATEWAY_ERRORS.userNotExist || k === GATEWAY_ERRORS.forbiddenLogin,
    'user_not_exist',
  ],
  [(k) => k.toLowerCase().includes('captcha'), 'captcha_incorrect'],
  [(k) => k === GATEWAY_ERRORS.loginFailed, 'login_failed'],
  [(k) => k === GATEWAY_ERRORS.firebaseTokenInvalid, 'social_login_failed'],
  [(k) => k === GATEWAY_ERRORS.loginVerifyRequired, 'login_verify_required'],
  [(k) => k === GATEWAY_ERRORS.usernameExists, 'username_exists'],
  [(k) => k === GATEWAY_ERRORS.mobileExists, 'mobile_exists'],
  [(k) => k === GATEWAY_ERRORS.accountFormat, 'account_format'],
  [(k) => k === GATEWAY_ERRORS.passwordFormat, 'password_format'],
  [(k) => k === GATEWAY_ERRORS.emailFormat, 'email_format'],
  [(k) => k === GATEWAY_ERRORS.mobileFormat, 'mobile_format'],
  [(k) => k === GATEWAY_ERRORS.confirmPassword, 'confirm_password_mismatch'],
  [(k) => k === GATEWAY_ERRORS.verificationCode, 'verification_code_error'],
  [(k) => k === GATEWAY_ERRORS.oldPasswordIncorrect, 'old_password_incorrect'],
  [(k) => k === GATEWAY_ERRORS.affiliateInvalid, 'invalid_invitation_code'],
  [(k) => k === GATEWAY_ERRORS.kycBirthdayLimit, 'birthday_limit'],
  [(k) => k === GATEWAY_ERRORS.kycFrontRequired, 'id_front_required'],
  [(k) => k === GATEWAY_ERRORS.kycImageInvalid, 'image_invalid'],
  [(k) => k === GATEWAY_ERRORS.kycImageTooLarge, 'image_too_large'],
  [(k) => k === GATEWAY_ERRORS.balanceInsufficient, 'balance_insufficient'],
  [(k) => k === GATEWAY_ERRORS.amountOutOfRange, 'amount_out_of_range'],
  [(k) => k === GATEWAY_ERRORS.paymentPasswordIncorrect, 'payment_password_incorrect'],
  [(k) => k === GATEWAY_ERRORS.paymentPasswordRequired, 'payment_password_required'],
  [(k) => k === GATEWAY_ERRORS.cardExists, 'card_exists'],
  [(k) => k === GATEWAY_ERRORS.cardLimit, 'card_limit'],
  [(k) => k === GATEWAY_ERRORS.cardNotFound, 'card_not_found'],
  [(k) => k === GATEWAY_ERRORS.bankNotSupported, 'bank_not_supported'],
  [(k) => k === GATEWAY_ERRORS.depositPromoInvalid, 'promo_invalid'],
  [(k) => k === GATEWAY_ERRORS.payeeNameExists, 'payee_name_exists'],
  [(k) => k === GATEWAY_ERRORS.securityQuestionExists, 'security_question_exists'],
  [(k) => k === GATEWAY_ERRORS.promotionNotJoinable, 'promotion_unavailable'],
  [(k) => k === GATEWAY_ERRORS.promotionNotClaimable, 'promotion_not_claimable'],
  [(k) => k === GATEWAY_ERRORS.signInDone, 'already_signed_in'],
  [(k) => k === GATEWAY_ERRORS.rewardNotClaimable, 'reward_not_claimable'],
  [(k) => k === GATEWAY_ERRORS.noSpins, 'no_spins'],
  [(k) => k.startsWith('TOO_MANY_REQUEST'), 'too_many_requests'],
  [(k) => k === GATEWAY_ERRORS.requestBodyRequired, 'unknown'],
];

/** Classifies a gateway failure answer (non-2xx, or `success: false`). */
export function classifyFailure(input: {
  path: string;
  status: number;
  errorCode?: string | null;
  message?: string | null;
  value?: unknown;
}): UpstreamError {
  const key = input.errorCode ?? '';
  const base = {
    path: input.path,
    status: input.status,
    errorCode: input.errorCode,
    upstreamMessage: input.message,
    value: input.value,
  };
  if (input.status === 401 || SESSION_ERROR_KEYS.has(key)) {
    const appCode = NOT_LOGGED_IN_KEYS.has(key) ? 'not_logged_in' : 'session_expired';
    return new UpstreamError({ ...base, kind: 'session', appCode });
  }
  const probe = key || input.message || '';
  const mapped =
    BUSINESS_ERROR_MAP.find(([match]) => match(probe, input.message ?? ''))?.[1] ?? 'unknown';
  // #734 is a refusal whatever HTTP status carries it (not known upstream, §17.1), never an outage.
  if (input.status >= 500 && mapped !== 'game_not_finished') {
    return new UpstreamError({ ...base, kind: 'unavailable', appCode: 'service_unavailable' });
  }
  if (input.status === 429) {
    return new UpstreamError({ ...base, kind: 'business', appCode: 'too_many_requests' });
  }
  // The gateway's no-permission answer: its key is not known upstream, its 403 is (spec 8 text).
  if (input.status === 403 && mapped === 'unknown') {
    return new UpstreamError({ ...base, kind: 'business', appCode: 'no_permission' });
  }
  return new UpstreamError({ ...base, kind: 'business', appCode: mapped });
}
