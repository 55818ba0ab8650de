import { z } from 'zod';

/**
 * Wire shapes shared by every upstream gateway call (upstream-gateway.md §2.4). The BFF parses
 * each response with these before trusting it; the sandbox answers with the same shapes.
 */
export const GatewayEnvelopeSchema = z.object({
  success: z.boolean().optional(),
  /** Legacy builds answer `{status: "failed"}` instead of `success: false`. */
  status: z.union([z.string(), z.boolean()]).optional(),
  value: z.unknown().optional(),
  errorCode: z.string().nullish(),
  message: z.string().nullish(),
  msg: z.string().nullish(),
  description: z.string().nullish(),
});
export type GatewayEnvelope = z.infer<typeof GatewayEnvelopeSchema>;

/**
 * The gateway id of the calling client (spec section 8: WEB 1, MOBILE 3). The captured mobile
 * client sends 3 in `X-Gateway-Version` (upstream-gateway.md §2.2, open question 8): the BFF sends
 * it on every call, and the sandbox, a mobile gateway, refuses any other id.
 */
export const GATEWAY_ID_HEADER = 'X-Gateway-Version';
export const GATEWAY_IDS = { WEB: '1', MOBILE: '3' } as const;
export const GATEWAY_ID_MOBILE = GATEWAY_IDS.MOBILE;

/** Module ids the gateway expects in the `ModuleId` header (upstream-gateway.md §15). */
export const MODULE_IDS = {
  common: 'COMM3',
  register: 'REG3',
  mobileRegister: 'MOBILENUMREG3',
  registerSmsVerification: 'REGMOBVERF3',
  captcha: 'CAPTCHA3',
  freePlay: 'FREEPLAY3',
  affiliates: 'AFFMAN3',
  smsLogin: 'VERIFICATION3',
  password: 'PASS3',
  passwordResetSms: 'PWRESETSMS3',
  passwordReset: 'CHNGPASSVERIF3',
  loginVerification: 'LOGINIPVERF3',
  games: 'GAMELO3',
  favourites: 'GAMELOFAV3',
  recentGames: 'GAMELOREC3',
  personalInfo: 'PERS3',
  idUpload: 'UPLOADID3',
  feedback: 'FEEDBACK3',
  fundTransfer: 'FUNDTRANS3',
  deposit: 'DPSTBAS3',
  withdraw: 'WITHDRAW3',
  bindCard: 'BINDCARD3',
  paymentPassword: 'PAYMENTPASS3',
  profilePicture: 'PROFPIC3',
  myAccount: 'MYACC',
  securityQuestions: 'SECQUES3',
  /** The reward centre (raffle rewards and their claim), a whitelabel flag too. */
  rewardCentre: 'REWCEN3',
} as const;

/** Gateway error keys the product reacts to (upstream-gateway.md §16). */
export const GATEWAY_ERRORS = {
  balanceInsufficient: 'balance.insufficient',
  amountOutOfRange: 'amount.out.of.range',
  paymentPasswordIncorrect: 'payment.password.incorrect',
  paymentPasswordRequired: 'payment.password.required',
  cardExists: 'card.exists',
  cardLimit: 'card.limit',
  cardNotFound: 'card.not.found',
  bankNotSupported: 'bank.not.supported',
  depositPromoInvalid: 'deposit.promo.invalid',
  payeeNameExists: 'payee.name.exists',
  securityQuestionExists: 'security.question.exists',
  notSession: 'login.not.session',
  functionNotAvailable: 'function.not.available',
  requestBodyRequired: 'request_body_required',
  methodNotSupported: 'http_method_not_support',
  systemBusy: 'system busy',
  userNotExist: 'USER_NOT_EXIST',
  forbiddenLogin: 'us_forbidden_login_error',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  captchaIncorrect: 'captcha.incorrect',
  loginFailed: 'login.failed',
  /** A Firebase ID token the gateway could not verify (type firebase). Key as the sandbox sends it. */
  firebaseTokenInvalid: 'firebase.token.invalid',
  /** A login from an address the member has not used: an SMS code confirms it (§4). */
  loginVerifyRequired: 'login_verify_required',
  usernameExists: 'username.exists',
  mobileExists: 'mobile.exists',
  accountFormat: 'account.format.error',
  passwordFormat: 'password.format.error',
  emailFormat: 'email.format.error',
  mobileFormat: 'mobile.format.error',
  confirmPassword: 'confirm.password.error',
  verificationCode: 'verification.code.error',
  /** `agent/affiliate` refusing an invitation code. Key as the sandbox sends it. */
  affiliateInvalid: 'affiliate.invalid',
  /** A password change whose old password is wrong. Key as the sandbox sends it. */
  oldPasswordIncorrect: 'password.old.incorrect',
  /** `#734` "the previous game has not finished": a second launch while a round is open (§10). */
  previousGameNotFinished: 'game.previous.not.finished',
  /** Free play asked for a game without it (`supportPlay` ≠ 0). Key as the sandbox sends it. */
  freePlayNotSupported: 'freeplay.not.supported',
  /** KYC (§8, our keys): a birthday under 21, an ID image that is not one or is too large. */
  kycBirthdayLimit: 'birthday.limit',
  kycImageInvalid: 'image.format.error',
  kycImageTooLarge: 'image.size.exceeded',
  kycFrontRequired: 'idcard.front.required',
  /** Promotions (our keys, as the sandbox sends them): not open for the action, nothing to claim. */
  promotionNotJoinable: 'promotion.not.joinable',
  promotionNotClaimable: 'promotion.not.claimable',
  /** The daily sign-in was already done today. */
  signInDone: 'signin.already.done',
  /** Rewards (our keys, as the sandbox sends them): a reward not claimable, no spin left. */
  rewardNotClaimable: 'reward.not.claimable',
  noSpins: 'turntable.no.spins',
  /**
   * The player's address is in a restricted region (spec section 8: 'Access restricted',
   * `ip_restrict`): the gateway refuses a login, registration or game launch from it.
   */
  ipRestrict: 'ip_restrict',
} as const;
