/**
 * Every gateway endpoint the BFF calls, described once, as data (upstream-gateway.md §2.3):
 * method, path, module id, encryption, whether a login is needed, the schema of its `value`, and
 * the type of its query and body. `Gateway.call(ENDPOINTS.x, {query, body})` (gateway.ts) turns
 * an entry into a request with the caller's token, language, cookies and user agent bound.
 *
 * Field names of the gateway's queries and bodies stay in the `*.upstream.ts` mapping functions
 * that fill them; services never see them. The sandbox keeps its own registry and does not read
 * this table, so a wrong entry here is caught there (test/endpoints.test.ts compares the two).
 */
import { z } from 'zod';
import {
  GatewayAnnouncementsSchema,
  GatewayBalanceSchema,
  GatewayCaptchaValueSchema,
  GatewayChatUnreadSchema,
  GatewayCountSchema,
  GatewayCountriesSchema,
  GatewayFavouriteIdsSchema,
  GatewayGameLaunchSchema,
  GatewayGameListSchema,
  GatewayGameSchema,
  GatewayHelpCenterSchema,
  GatewayHotGamesSchema,
  GatewayHotMatchesSchema,
  GatewayInboxPageSchema,
  GatewayLaunchChatSchema,
  GatewayLoginValueSchema,
  GatewayMemberInfoSchema,
  GatewayPromotionAvailabilitySchema,
  GatewayPromotionListSchema,
  GatewayPromotionSchema,
  GatewayLoginPromotionSchema,
  GatewayRankListSchema,
  GatewaySecurityConfigSchema,
  GatewaySmsValueSchema,
  GatewayStatusSchema,
  GatewayVendorLanesSchema,
  GatewayVendorSortingSchema,
  MODULE_IDS,
  GatewayBankCardsSchema,
  GatewayIconSchema,
  GatewaySecurityQuestionsSchema,
  GatewayBetSchema,
  GatewayBanksSchema,
  GatewayDepositChannelsSchema,
  GatewayDepositPromosSchema,
  GatewayDepositSchema,
  GatewayHasPasswordSchema,
  GatewayLimitsSchema,
  GatewayTransactionSchema,
  GatewayTxCodesSchema,
  GatewayWalletsSchema,
  GatewayWithdrawalSchema,
  GatewayRaffleRewardListSchema,
  GatewayRaffleRewardSchema,
  GatewayRankBoardSchema,
  GatewayRankProgressSchema,
  GatewayReceivedListSchema,
  GatewaySpinSchema,
  GatewayTurntableSchema,
  GatewayVipClubSchema,
  gatewayPage,
  RegisterRulesSchema,
  type GatewayKycPersonalInfo,
  type GatewayLoginPayload,
  type GatewayRegisterPayload,
} from '@app/contracts';
import type { HttpMethod } from './client.ts';

/**
 * public: never sent a token (a shared, cacheable read); optional: the caller's token when there
 * is one; member: a signed-in member's token, or the call is refused before the gateway.
 */
export type EndpointAuth = 'public' | 'optional' | 'member';

export type Encryption = 'none' | 'body' | 'header';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** A report's query: Manila days and a page. */
type ReportQuery = { startDate: string; endDate: string; pageNo: number; pageSize: number };

/** A type-only marker for an endpoint's query or body: `query: params<{typeId: number}>()`. */
export interface Params<T> {
  readonly __params?: T;
}
export const params = <T>(): Params<T> => ({});

export interface Endpoint<
  S extends z.ZodType = z.ZodType,
  Q extends QueryParams | undefined = QueryParams | undefined,
  B = unknown,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly moduleId: string;
  readonly auth: EndpointAuth;
  /**
   * The gateway's encryption (§3): `body`, the RSA-sealed one-time key and the DES-encrypted
   * body; `header`, the sealed key alone with a plain body (free play, §3.6); or `none`.
   */
  readonly encryption: Encryption;
  readonly schema: S;
  /**
   * The circuit breaker's key (client.ts); the path when absent. A path that embeds an id must
   * set a fixed name here, or the map of breakers would grow with every id.
   */
  readonly operation?: string;
  /** `false` for a GET with an effect, sent at most once (the launch, §10). */
  readonly idempotent?: boolean;
  readonly query?: Params<Q>;
  readonly body?: Params<B>;
}

interface EndpointSpec<S extends z.ZodType, Q extends QueryParams | undefined, B> {
  method: HttpMethod;
  path: string;
  moduleId: string;
  auth: EndpointAuth;
  encryption?: Encryption;
  schema: S;
  operation?: string;
  idempotent?: boolean;
  query?: Params<Q>;
  body?: Params<B>;
}

export function endpoint<
  S extends z.ZodType,
  Q extends QueryParams | undefined = undefined,
  B = undefined,
>(spec: EndpointSpec<S, Q, B>): Endpoint<S, Q, B> {
  return { ...spec, encryption: spec.encryption ?? 'none' };
}

/** What a call passes: the query and body its endpoint declares, nothing when it declares none. */
export type CallParams<E> =
  E extends Endpoint<z.ZodType, infer Q, infer B>
    ? (undefined extends Q ? { query?: Q } : { query: Q }) &
        (undefined extends B ? { body?: B } : { body: B }) & { timeoutMs?: number }
    : never;

/** The value an endpoint answers with, after its schema. */
export type EndpointValue<E> = E extends Endpoint<infer S> ? z.infer<S> : never;

/** Only `GCSGAME_gameList`'s filters that the BFF sends; names are the gateway's. */
export interface GatewayGameListQuery extends QueryParams {
  merchant: string;
  platform: string;
  clientType: number;
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameName?: string | undefined;
  gameClassify?: string | undefined;
  isNew?: number | undefined;
  minBet?: number | undefined;
  pageNo: number;
  pageSize: number;
  language?: string | undefined;
}

/** Favourite add and remove: gateway ids are numbers (the catalogue sends `nodeId: 178001`). */
export interface GatewayFavouriteParams extends QueryParams {
  nodeId: number;
  vendor: string;
  gameType: string;
}

/** The favourites list's page (`content`, not `games`). */
export const GatewayFavouritesSchema = GatewayGameListSchema.omit({ games: true }).extend({
  content: GatewayGameListSchema.shape.games,
});

const relay = (name: string) => `/wps/relay/${name}`;

export const ENDPOINTS = {
  /* System (§7) ------------------------------------------------------------------------------ */
  /** The mobile build's status; older gateways only have `statusLegacy`. */
  status: endpoint({
    method: 'GET',
    path: '/wps/v2/system/status',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayStatusSchema,
  }),
  statusLegacy: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayStatusSchema,
  }),
  registerRules: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: MODULE_IDS.register,
    auth: 'public',
    schema: RegisterRulesSchema,
  }),
  /** The dialing codes the SMS login offers (§7). */
  countries: endpoint({
    method: 'GET',
    path: '/wps/system/country',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayCountriesSchema,
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayHelpCenterSchema,
    query: params<{ lang: string; device: string }>(),
  }),

  /* Session (§4, §5.1) ----------------------------------------------------------------------- */
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    moduleId: MODULE_IDS.captcha,
    auth: 'public',
    schema: GatewayCaptchaValueSchema,
    query: params<{ t: number }>(),
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    encryption: 'body',
    schema: GatewayLoginValueSchema,
    body: params<GatewayLoginPayload>(),
  }),
  /** The login again with the SMS code, after `login_verify_required` (§4). */
  loginVerification: endpoint({
    method: 'POST',
    path: '/wps/session/login/verification',
    moduleId: MODULE_IDS.loginVerification,
    auth: 'public',
    encryption: 'body',
    schema: GatewayLoginValueSchema,
    body: params<GatewayLoginPayload>(),
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: z.unknown(),
  }),
  freePlay: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    moduleId: MODULE_IDS.freePlay,
    auth: 'public',
    encryption: 'header',
    schema: GatewayLoginValueSchema,
    body: params<{ os: string; platform: 'W' | 'M' }>(),
  }),
  /** The register SMS on the username form (a number verified beside the username). */
  registerSms: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: MODULE_IDS.registerSmsVerification,
    auth: 'public',
    schema: GatewaySmsValueSchema,
    body: params<{ mobileNo: string; countryDialingCode: string }>(),
  }),
  /** The same call on the mobile form, under the mobile registration's module. */
  registerSmsMobile: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: MODULE_IDS.mobileRegister,
    auth: 'public',
    operation: 'sms-register-mobile',
    schema: GatewaySmsValueSchema,
    body: params<{ mobileNo: string; countryDialingCode: string }>(),
  }),
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: MODULE_IDS.register,
    auth: 'public',
    encryption: 'body',
    schema: GatewayLoginValueSchema,
    body: params<GatewayRegisterPayload>(),
  }),
  registerMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: MODULE_IDS.mobileRegister,
    auth: 'public',
    encryption: 'body',
    schema: GatewayLoginValueSchema,
    body: params<GatewayRegisterPayload>(),
  }),
  /** Checks an invitation code before registering; `success: false` means it is not valid. */
  affiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    moduleId: MODULE_IDS.affiliates,
    auth: 'public',
    schema: z.unknown(),
    query: params<{ code: string; domain: string }>(),
  }),
  loginSms: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    moduleId: MODULE_IDS.smsLogin,
    auth: 'public',
    schema: GatewaySmsValueSchema,
    body: params<{ mobileNum: string; countryDialingCode: string }>(),
  }),

  /* Member (§6) ------------------------------------------------------------------------------ */
  /** Recovery (§6): the request shapes are the sandbox's; no capture of them upstream. */
  passwordSms: endpoint({
    method: 'POST',
    path: '/wps/member/password/sms',
    moduleId: MODULE_IDS.passwordResetSms,
    auth: 'public',
    schema: GatewaySmsValueSchema,
    body: params<{ mobileNum: string; countryDialingCode: string }>(),
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    moduleId: MODULE_IDS.passwordReset,
    auth: 'public',
    encryption: 'body',
    schema: z.unknown(),
    body: params<{
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    }>(),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    moduleId: MODULE_IDS.password,
    auth: 'member',
    encryption: 'body',
    schema: z.unknown(),
    body: params<{ oldPassword: string; newPassword: string; confirmNewPassword: string }>(),
  }),
  /* Wallet, deposit, withdrawal, records (issue 13; shapes ours: the sandbox README) */
  gcsWallets: endpoint({
    method: 'GET',
    path: '/wps/wallets/gcs',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayWalletsSchema,
  }),
  walletTransfer: endpoint({
    method: 'POST',
    path: relay('GCS_walletTransfer'),
    moduleId: MODULE_IDS.fundTransfer,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ from: string; to: string; amount: string; requestKey: string }>(),
  }),
  depositSettings: endpoint({
    method: 'GET',
    path: relay('MCSFE_getDepositSettings'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayLimitsSchema,
  }),
  withdrawSettings: endpoint({
    method: 'GET',
    path: relay('MCSFE_getWithdrawSettings'),
    moduleId: MODULE_IDS.withdraw,
    auth: 'member',
    schema: GatewayLimitsSchema,
    query: params<{ groupId: number }>(),
  }),
  depositChannels: endpoint({
    method: 'GET',
    path: relay('MCS2_depositBanksByVendor'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayDepositChannelsSchema,
  }),
  depositPromos: endpoint({
    method: 'GET',
    path: relay('MCS2_depositPromoList'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayDepositPromosSchema,
  }),
  depositManual: endpoint({
    method: 'POST',
    path: relay('MCS2_depositManualTransfer'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayDepositSchema,
    idempotent: false,
    body: params<{
      bankCode: string;
      amount: string;
      depositorName: string;
      promoId?: number;
      requestKey: string;
    }>(),
  }),
  depositGateway: endpoint({
    method: 'POST',
    path: relay('MCS2_depositPaymentGateway'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayDepositSchema,
    idempotent: false,
    body: params<{
      vendor: string;
      amount: string;
      returnUrl: string;
      promoId?: number;
      requestKey: string;
    }>(),
  }),
  depositReport: endpoint({
    method: 'GET',
    path: relay('MCS2_depositTransactioNReport'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: gatewayPage(GatewayDepositSchema),
    query: params<ReportQuery>(),
  }),
  bankCards: endpoint({
    method: 'GET',
    path: relay('MCS2_bankCards'),
    moduleId: MODULE_IDS.bindCard,
    auth: 'member',
    schema: GatewayBankCardsSchema,
  }),
  withdrawBanks: endpoint({
    method: 'GET',
    path: relay('MCS2_withdrawBanks'),
    moduleId: MODULE_IDS.withdraw,
    auth: 'member',
    schema: GatewayBanksSchema,
  }),
  bindBankCard: endpoint({
    method: 'PUT',
    path: '/wps/member/bankCard',
    moduleId: MODULE_IDS.bindCard,
    auth: 'member',
    encryption: 'body',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ bankCode: string; accountName: string; accountNo: string }>(),
  }),
  hasWithdrawalPassword: endpoint({
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    moduleId: MODULE_IDS.paymentPassword,
    auth: 'member',
    schema: GatewayHasPasswordSchema,
  }),
  paymentPassword: endpoint({
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    moduleId: MODULE_IDS.paymentPassword,
    auth: 'member',
    encryption: 'body',
    schema: z.unknown(),
    idempotent: false,
    body: params<{
      oldPaymentPassword?: string;
      paymentPassword: string;
      confirmPaymentPassword: string;
    }>(),
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/transaction/withdraw',
    moduleId: MODULE_IDS.withdraw,
    auth: 'member',
    encryption: 'body',
    schema: GatewayWithdrawalSchema,
    idempotent: false,
    body: params<{
      amount: string;
      bankCardId: number;
      paymentPassword: string;
      requestKey: string;
    }>(),
  }),
  withdrawReport: endpoint({
    method: 'GET',
    path: relay('MCS2_WithdrawTransactionReport'),
    moduleId: MODULE_IDS.withdraw,
    auth: 'member',
    schema: gatewayPage(GatewayWithdrawalSchema),
    query: params<ReportQuery>(),
  }),
  txCodes: endpoint({
    method: 'GET',
    path: relay('GLS2_TxCodeList'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayTxCodesSchema,
  }),
  memberTransactions: endpoint({
    method: 'GET',
    path: relay('ODS2_MemberTransaction'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: gatewayPage(GatewayTransactionSchema),
    query: params<ReportQuery & { txCode?: string }>(),
  }),
  memberBets: endpoint({
    method: 'GET',
    path: relay('ODS2_MemberBetReport'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: gatewayPage(GatewayBetSchema),
    query: params<ReportQuery>(),
  }),
  /** Player feedback (spec `/m/feedback`; body ours: `{type, content}`). */
  feedback: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: MODULE_IDS.feedback,
    auth: 'member',
    schema: z.unknown(),
    body: params<{ type: string; content: string }>(),
    idempotent: false,
  }),
  /* Security config and KYC (§8; shapes ours, decision 011) */
  securityConfig: endpoint({
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewaySecurityConfigSchema,
  }),
  kycPersonalInfo: endpoint({
    method: 'POST',
    path: '/wps/member/info/personal',
    moduleId: MODULE_IDS.personalInfo,
    auth: 'member',
    encryption: 'body',
    schema: z.unknown(),
    idempotent: false,
    body: params<GatewayKycPersonalInfo>(),
  }),
  kycUploadId: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadIdImg',
    moduleId: MODULE_IDS.idUpload,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ idCardFront: string; idCardBack?: string; idCardSelfie?: string }>(),
  }),
  memberInfo: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    // A guest may get `200 {value: {}}` or `null`: both parse, and mean "no identity".
    schema: GatewayMemberInfoSchema.nullish().transform((v) => v ?? {}),
  }),
  /* Account settings (issue 13, item 5; bodies ours, the sandbox README) */
  memberIcon: endpoint({
    method: 'GET',
    path: '/wps/member/info/icon',
    moduleId: MODULE_IDS.profilePicture,
    auth: 'member',
    schema: GatewayIconSchema,
  }),
  setMemberIcon: endpoint({
    method: 'POST',
    path: '/wps/member/info/icon',
    moduleId: MODULE_IDS.profilePicture,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ avatar: string }>(),
  }),
  setNickname: endpoint({
    method: 'POST',
    path: '/wps/member/info/nickname',
    moduleId: MODULE_IDS.myAccount,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ nickname: string }>(),
  }),
  bindEmail: endpoint({
    method: 'POST',
    path: '/wps/member/info/email',
    moduleId: MODULE_IDS.myAccount,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ email: string }>(),
  }),
  bindPayeeName: endpoint({
    method: 'POST',
    path: '/wps/member/info/payeename',
    moduleId: MODULE_IDS.myAccount,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ payeeName: string }>(),
  }),
  securityQuestionList: endpoint({
    method: 'GET',
    path: '/wps/member/securityQuestions',
    moduleId: MODULE_IDS.securityQuestions,
    auth: 'member',
    schema: GatewaySecurityQuestionsSchema,
  }),
  customerSecurityQuestion: endpoint({
    method: 'GET',
    path: '/wps/member/customerSecurityQuestions',
    moduleId: MODULE_IDS.securityQuestions,
    auth: 'member',
    schema: z.object({ isSet: z.boolean() }),
  }),
  setSecurityQuestion: endpoint({
    method: 'PUT',
    path: '/wps/member/customerSecurityQuestions',
    moduleId: MODULE_IDS.securityQuestions,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ questionId: number; answer: string }>(),
  }),
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayBalanceSchema,
    query: params<{ typeId: number }>(),
  }),

  /* Content (§11.1) and promotions (§14) ----------------------------------------------------- */
  announcements: endpoint({
    method: 'GET',
    path: relay('MCSFE_getListAnnouncements'),
    moduleId: MODULE_IDS.common,
    auth: 'optional',
    schema: GatewayAnnouncementsSchema,
    query: params<{
      types: string;
      groupName?: string | undefined;
      platform: string;
      merchantCode: string;
      token: string;
    }>(),
  }),
  promotionAvailability: endpoint({
    method: 'GET',
    path: relay('MCSFE_getMerchantAvailablePromotions'),
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayPromotionAvailabilitySchema,
    query: params<{ merchantCode: string }>(),
  }),
  /**
   * A member's personal list (each promotion with their status) with their token; the common
   * list (a visitor's, a trial player's) without one, through the shared gateway.
   */
  promotionList: endpoint({
    method: 'GET',
    path: relay('MCSFE_getAvailablePromotions'),
    moduleId: MODULE_IDS.common,
    auth: 'optional',
    schema: GatewayPromotionListSchema,
    query: params<{ merchantCode: string; platform: string }>(),
  }),
  /* Gap-filling relays for taking part (§14 names none; the sandbox's, docs/gateway.md). */
  joinPromotion: endpoint({
    method: 'POST',
    path: relay('MCSFE_joinPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayPromotionSchema,
    body: params<{ promotionId: number }>(),
  }),
  applyPromotion: endpoint({
    method: 'POST',
    path: relay('MCSFE_applyPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayPromotionSchema,
    body: params<{ promotionId: number; comment: string; images: string[] }>(),
  }),
  claimPromotion: endpoint({
    method: 'POST',
    path: relay('MCSFE_claimIssuedPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayPromotionSchema,
    body: params<{ promotionId: number; requestKey: string }>(),
  }),
  loginPromotion: endpoint({
    method: 'GET',
    path: relay('MCSFE_getLoginPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayLoginPromotionSchema,
  }),
  claimLoginPromotion: endpoint({
    method: 'POST',
    path: relay('MCSFE_claimLoginPromotion'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayLoginPromotionSchema,
    body: params<{ requestKey: string }>(),
  }),

  /* Game catalogue (§9) ---------------------------------------------------------------------- */
  vendorLanes: endpoint({
    method: 'GET',
    path: relay('GCSGAME_newGameVendor'),
    moduleId: MODULE_IDS.games,
    auth: 'public',
    schema: GatewayVendorLanesSchema,
    query: params<{ merchant: string; platform: string; clientType: number; language: string }>(),
  }),
  vendorSorting: endpoint({
    method: 'GET',
    path: relay('GCSGAME_getVendorSorting'),
    moduleId: MODULE_IDS.games,
    auth: 'public',
    schema: GatewayVendorSortingSchema,
    query: params<{ merchant: string; language: string }>(),
  }),
  gameList: endpoint({
    method: 'GET',
    path: relay('GCSGAME_gameList'),
    moduleId: MODULE_IDS.games,
    auth: 'optional',
    schema: GatewayGameListSchema,
    query: params<GatewayGameListQuery>(),
  }),
  hotGames: endpoint({
    method: 'GET',
    path: relay('GCSGAME_hotGamesV2'),
    moduleId: 'GAMELOHOT3',
    auth: 'public',
    schema: GatewayHotGamesSchema,
    query: params<{
      merchantCode: string;
      isPlatform: number;
      language: string;
      platform: string;
    }>(),
  }),
  rankList: endpoint({
    method: 'GET',
    path: relay('GCSGAME_getRankList'),
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayRankListSchema,
    query: params<{ gameCategory: string; language: string; limitNum: number }>(),
  }),
  gameMatches: endpoint({
    method: 'GET',
    path: relay('GCSGAME_getGameMatchV2'),
    moduleId: MODULE_IDS.games,
    auth: 'public',
    schema: GatewayHotMatchesSchema,
    query: params<{ merchant: string; language: string }>(),
  }),

  /* A member's games (§9.6, §10) ------------------------------------------------------------- */
  /** Every favourite of the member as node ids, unpaged. */
  favouriteIds: endpoint({
    method: 'GET',
    path: relay('MCSFE_getFavoriteGames'),
    moduleId: MODULE_IDS.favourites,
    auth: 'member',
    schema: GatewayFavouriteIdsSchema,
  }),
  favouriteList: endpoint({
    method: 'GET',
    path: relay('MCSFE_getFavoriteGamesList'),
    moduleId: MODULE_IDS.favourites,
    auth: 'member',
    schema: GatewayFavouritesSchema,
    query: params<{
      pageNo: number;
      pageSize: number;
      gameType?: string | undefined;
      language: string;
    }>(),
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: relay('MCSFE_addFavoriteGameV2'),
    moduleId: MODULE_IDS.favourites,
    auth: 'member',
    schema: z.unknown(),
    body: params<GatewayFavouriteParams>(),
  }),
  /**
   * Whether the gateway reads a DELETE's params from the query or the body is not known (§17.5),
   * and proxies may drop a DELETE body: both carry them (decision 006).
   */
  removeFavourite: endpoint({
    method: 'DELETE',
    path: relay('MCSFE_removeFavoriteGameV2'),
    moduleId: MODULE_IDS.favourites,
    auth: 'member',
    schema: z.unknown(),
    query: params<GatewayFavouriteParams>(),
    body: params<GatewayFavouriteParams>(),
  }),
  /** A GET with an effect: a repeat while the round is open is refused with #734. */
  launchGame: endpoint({
    method: 'GET',
    path: '/wps/game/launchGame',
    moduleId: MODULE_IDS.games,
    auth: 'member',
    idempotent: false,
    schema: GatewayGameLaunchSchema,
    query: params<{
      gameType: string;
      vassalage: string;
      gameId?: string | undefined;
      nodeId: string;
      platform: string;
      launchMode: string;
      accountType: number;
      language: string;
    }>(),
  }),
  /**
   * The member's recently played games, newest first, unpaged (`GCS_recentGame`, §9.6): a spec
   * name with no public shape; the sandbox's is a bare list of catalogue games.
   */
  recentGames: endpoint({
    method: 'GET',
    path: relay('GCS_recentGame'),
    moduleId: MODULE_IDS.recentGames,
    auth: 'member',
    schema: z
      .array(GatewayGameSchema)
      .nullish()
      .transform((list) => list ?? []),
    query: params<{ gameType?: string | undefined; language: string }>(),
  }),
  /** A spec name with no public shape (§17.11); the sandbox's: `{nodeId}`. */
  addRecentGame: endpoint({
    method: 'POST',
    path: relay('MCS2_addRecentGame'),
    moduleId: MODULE_IDS.recentGames,
    auth: 'member',
    schema: z.unknown(),
    body: params<{ nodeId: number }>(),
  }),

  /* VIP club and rewards (§6, §14; issue 14: the lists are gap shapes, docs/gateway.md) ------ */
  vipClub: endpoint({
    method: 'GET',
    path: relay('MCSFE_getVipClubConfig'),
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayVipClubSchema,
  }),
  rankProgress: endpoint({
    method: 'GET',
    path: relay('MCSFE_getPlayerRankProgress'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayRankProgressSchema,
  }),
  /** The MISSION board; with the member's token it carries their own place. */
  rankBoard: endpoint({
    method: 'GET',
    path: relay('PROMOFE_getRankBoardList'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayRankBoardSchema,
  }),
  raffleRewards: endpoint({
    method: 'GET',
    path: relay('MCSFE_getRafflePromotionList'),
    moduleId: MODULE_IDS.rewardCentre,
    auth: 'member',
    schema: GatewayRaffleRewardListSchema,
  }),
  /** Moves money: sent at most once; the request key makes a repeat harmless upstream too. */
  claimRaffle: endpoint({
    method: 'POST',
    path: relay('MCSFE_claimRafflePromotion'),
    moduleId: MODULE_IDS.rewardCentre,
    auth: 'member',
    schema: GatewayRaffleRewardSchema,
    idempotent: false,
    body: params<{ rewardId: number; requestKey: string }>(),
  }),
  turntable: endpoint({
    method: 'GET',
    path: relay('MCSFE_getTurntable'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayTurntableSchema,
  }),
  spinTurntable: endpoint({
    method: 'POST',
    path: relay('MCSFE_spinTurntable'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewaySpinSchema,
    idempotent: false,
    body: params<{ requestKey: string }>(),
  }),
  receivedRewards: endpoint({
    method: 'GET',
    path: relay('MCSFE_getReceivedRewardList'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayReceivedListSchema,
  }),

  /* Inbox, chat, announcements read (§11, §12) ----------------------------------------------- */
  announcementsUnread: endpoint({
    method: 'GET',
    path: relay('MCSFE_getUnreadAnnouncementCount'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayCountSchema,
  }),
  inboxUnread: endpoint({
    method: 'GET',
    path: relay('EMFE_getInboxUnreadCount'),
    moduleId: 'INBOX3',
    auth: 'member',
    schema: GatewayCountSchema,
  }),
  chatUnread: endpoint({
    method: 'GET',
    path: relay('CBS_unreadCount'),
    moduleId: 'CBS3',
    auth: 'member',
    schema: GatewayChatUnreadSchema,
  }),
  markAnnouncementRead: endpoint({
    method: 'POST',
    path: relay('MCSFE_markAnnouncementAsRead'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: z.unknown(),
    body: params<{ announcementId: string; read: boolean }>(),
  }),
  /** The sandbox's shape (§17.2): `{list, total}`, newest first. */
  inboxList: endpoint({
    method: 'GET',
    path: relay('EMFE_getInbox'),
    moduleId: 'INBOX3',
    auth: 'member',
    schema: GatewayInboxPageSchema,
    query: params<{ page: number; size: number }>(),
  }),
  inboxRead: endpoint({
    method: 'POST',
    path: relay('EMFE_readInbox'),
    moduleId: 'INBOX3',
    auth: 'member',
    schema: z.unknown(),
    body: params<{ id: number }>(),
  }),
  /** The legacy REST delete (§11.2): a comma list of ids in the query. */
  inboxDelete: endpoint({
    method: 'DELETE',
    path: '/wps/message/inbox',
    moduleId: 'INBOX3',
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    query: params<{ messageIds: string }>(),
  }),
  /** A GET with an effect (opening the chat reads its messages): sent at most once. */
  launchChat: endpoint({
    method: 'GET',
    path: relay('CBS_launchChat'),
    moduleId: 'CBS3',
    auth: 'member',
    schema: GatewayLaunchChatSchema,
    idempotent: false,
    query: params<{
      b2c: string;
      language: string;
      backUrl: string;
      headerColor: string;
      title: string;
    }>(),
  }),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
