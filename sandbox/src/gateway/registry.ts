/**
 * The endpoint registry as data (§2.3): one row per path with its HTTP method(s), module id(s),
 * login flag and encryption mode. The dispatcher enforces these generically, so a handler never
 * checks methods, tokens, modules or encryption itself.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * none: plain JSON. body: `Encryption` + DES body (§3). header: only an `Encryption` header and
 * `X-Gateway-Version: 3` (free play, §3.6).
 */
export type EncryptionMode = 'none' | 'body' | 'header';

/** public: token ignored; login: valid token required; optional: session used when valid. */
export type LoginMode = 'public' | 'login' | 'optional';

export interface EndpointSpec {
  readonly methods: readonly HttpMethod[];
  readonly path: string;
  /** First id is the default; a request's `ModuleId` header picks another listed one. */
  readonly moduleIds: readonly string[];
  readonly login: LoginMode;
  readonly encryption: EncryptionMode;
  /** Registered only in test and demo mode. */
  readonly testOnly?: boolean;
  /** Plain rows whose requests the `received` control keeps (encrypted rows always are). */
  readonly record?: boolean;
  /** Bytes a request body may have when more than Fastify's 1 MiB default (ID images). */
  readonly bodyLimit?: number;
}

/** A plain GET relay row, the common case of §9–§14. */
function relay(
  name: string,
  moduleIds: readonly string[],
  login: LoginMode,
  extra: { methods?: readonly HttpMethod[]; record?: boolean } = {},
) {
  return {
    methods: extra.methods ?? ['GET'],
    path: `/wps/relay/${name}`,
    moduleIds,
    login,
    encryption: 'none',
    ...(extra.record ? { record: true } : {}),
  } as const satisfies EndpointSpec;
}

export const ENDPOINTS = {
  rsaKey: {
    methods: ['GET'],
    path: '/wps/session/key/rsa',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  login: {
    methods: ['POST'],
    path: '/wps/session/login',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'body',
  },
  loginVerification: {
    methods: ['POST'],
    path: '/wps/session/login/verification',
    moduleIds: ['LOGINIPVERF3'],
    login: 'public',
    encryption: 'body',
  },
  loginUnsecure: {
    methods: ['POST'],
    path: '/wps/session/login/unsecure',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
    testOnly: true,
  },
  logout: {
    methods: ['POST', 'DELETE'],
    path: '/wps/session/logout',
    moduleIds: ['COMM3'],
    login: 'login',
    encryption: 'none',
  },
  freePlay: {
    methods: ['POST'],
    path: '/wps/session/login/freeplay',
    moduleIds: ['FREEPLAY3'],
    login: 'public',
    encryption: 'header',
  },
  captcha: {
    methods: ['GET'],
    path: '/wps/captcha',
    moduleIds: ['CAPTCHA3'],
    login: 'public',
    encryption: 'none',
  },
  smsNoLogin: {
    methods: ['POST'],
    path: '/wps/verification/sms/noLogin',
    moduleIds: ['VERIFICATION3'],
    login: 'public',
    encryption: 'none',
  },
  smsRegister: {
    methods: ['POST'],
    path: '/wps/verification/sms/register',
    moduleIds: ['REGMOBVERF3', 'MOBILENUMREG3'],
    login: 'public',
    encryption: 'none',
  },
  register: {
    methods: ['PUT'],
    path: '/wps/member/register',
    moduleIds: ['REG3'],
    login: 'public',
    encryption: 'body',
  },
  registerMobile: {
    methods: ['PUT'],
    path: '/wps/member/register/mobile',
    moduleIds: ['MOBILENUMREG3'],
    login: 'public',
    encryption: 'body',
  },
  affiliate: {
    methods: ['GET'],
    path: '/wps/agent/affiliate',
    moduleIds: ['AFFMAN3'],
    login: 'public',
    encryption: 'none',
  },
  changePassword: {
    methods: ['POST'],
    path: '/wps/member/password',
    moduleIds: ['PASS3'],
    login: 'login',
    encryption: 'body',
  },
  passwordSms: {
    methods: ['POST'],
    path: '/wps/member/password/sms',
    moduleIds: ['PWRESETSMS3'],
    login: 'public',
    encryption: 'none',
  },
  passwordReset: {
    methods: ['POST'],
    path: '/wps/member/password/verification',
    moduleIds: ['CHNGPASSVERIF3'],
    login: 'public',
    encryption: 'body',
  },
  memberInfo: {
    methods: ['GET'],
    path: '/wps/member/info',
    moduleIds: ['COMM3'],
    login: 'optional',
    encryption: 'none',
    record: true,
  },
  /* Wallet, deposit, withdrawal, records (issue 13; shapes ours, sandbox README) ------------- */
  gcsWallets: {
    methods: ['GET'],
    path: '/wps/wallets/gcs',
    moduleIds: ['COMM3'],
    login: 'login',
    encryption: 'none',
  },
  walletTransfer: relay('GCS_walletTransfer', ['FUNDTRANS3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  depositSettings: relay('MCSFE_getDepositSettings', ['DPSTBAS3', 'COMM3'], 'login'),
  withdrawSettings: relay('MCSFE_getWithdrawSettings', ['WITHDRAW3', 'COMM3'], 'login'),
  depositBanks: relay('MCS2_depositBanksByVendor', ['DPSTBAS3'], 'login'),
  depositPromos: relay('MCS2_depositPromoList', ['DPSTBAS3'], 'login'),
  depositManual: relay('MCS2_depositManualTransfer', ['DPSTBAS3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  depositGateway: relay('MCS2_depositPaymentGateway', ['DPSTBAS3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  depositReport: relay('MCS2_depositTransactioNReport', ['DPSTBAS3'], 'login'),
  bankCards: relay('MCS2_bankCards', ['BINDCARD3'], 'login'),
  withdrawBanks: relay('MCS2_withdrawBanks', ['WITHDRAW3'], 'login'),
  withdrawReport: relay('MCS2_WithdrawTransactionReport', ['WITHDRAW3'], 'login'),
  txCodes: relay('GLS2_TxCodeList', ['COMM3'], 'login'),
  memberTransactions: relay('ODS2_MemberTransaction', ['COMM3'], 'login'),
  memberBets: relay('ODS2_MemberBetReport', ['COMM3'], 'login'),
  bindBankCard: {
    methods: ['PUT'],
    path: '/wps/member/bankCard',
    moduleIds: ['BINDCARD3'],
    login: 'login',
    encryption: 'body',
  },
  hasWithdrawalPassword: {
    methods: ['GET'],
    path: '/wps/member/hasWithdrawalPassword',
    moduleIds: ['PAYMENTPASS3', 'COMM3'],
    login: 'login',
    encryption: 'none',
  },
  paymentPassword: {
    methods: ['PUT'],
    path: '/wps/member/paymentPassword',
    moduleIds: ['PAYMENTPASS3'],
    login: 'login',
    encryption: 'body',
  },
  withdraw: {
    methods: ['POST'],
    path: '/wps/transaction/withdraw',
    moduleIds: ['WITHDRAW3'],
    login: 'login',
    encryption: 'body',
  },
  /* Account settings (issue 13, item 5; bodies ours) */
  memberIcon: {
    methods: ['GET', 'POST'],
    path: '/wps/member/info/icon',
    moduleIds: ['PROFPIC3'],
    login: 'login',
    encryption: 'none',
  },
  memberNickname: {
    methods: ['POST'],
    path: '/wps/member/info/nickname',
    moduleIds: ['MYACC', 'COMM3'],
    login: 'login',
    encryption: 'none',
  },
  memberEmail: {
    methods: ['POST'],
    path: '/wps/member/info/email',
    // Binding an address; MAILVERIFICATION3 (a code to the address) is not simulated.
    moduleIds: ['MYACC', 'COMM3'],
    login: 'login',
    encryption: 'none',
  },
  memberPayeeName: {
    methods: ['POST'],
    path: '/wps/member/info/payeename',
    moduleIds: ['MYACC', 'COMM3'],
    login: 'login',
    encryption: 'none',
  },
  securityQuestions: {
    methods: ['GET'],
    path: '/wps/member/securityQuestions',
    moduleIds: ['SECQUES3', 'COMM3'],
    login: 'login',
    encryption: 'none',
  },
  customerSecurityQuestions: {
    methods: ['GET', 'PUT'],
    path: '/wps/member/customerSecurityQuestions',
    moduleIds: ['SECQUES3'],
    login: 'login',
    encryption: 'none',
  },
  /** Player feedback (spec `/m/feedback`; body ours: `{type, content}`). */
  feedback: {
    methods: ['PUT'],
    path: '/wps/feedback',
    moduleIds: ['FEEDBACK3'],
    login: 'login',
    encryption: 'none',
    record: true,
  },
  /* Security config and KYC (§8; shapes ours, decision 011) ----------------------------------- */
  securityConfig: {
    methods: ['GET'],
    path: '/wps/v2/member/securityConfig',
    moduleIds: ['COMM3'],
    login: 'login',
    encryption: 'none',
  },
  /** Personal information for KYC: a sensitive write, so encrypted like a password change. */
  kycPersonalInfo: {
    methods: ['POST'],
    path: '/wps/member/info/personal',
    moduleIds: ['PERS3'],
    login: 'login',
    encryption: 'body',
  },
  /**
   * ID images as data URLs. Plain JSON (not in §3.1's list), never recorded: the `kyc` control
   * reports what arrived without the bytes.
   */
  kycUploadId: {
    methods: ['POST'],
    path: '/wps/relay/MCSFE_uploadIdImg',
    moduleIds: ['UPLOADID3'],
    login: 'login',
    encryption: 'none',
    bodyLimit: 24 * 1024 * 1024,
  },
  walletBalance: {
    methods: ['GET'],
    path: '/wps/v2/wallets/balance',
    moduleIds: ['COMM3'],
    login: 'login',
    encryption: 'none',
    record: true,
  },
  systemStatus: {
    methods: ['GET'],
    path: '/wps/system/status',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  systemStatusV2: {
    methods: ['GET'],
    path: '/wps/v2/system/status',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  whitelabel: {
    methods: ['GET'],
    path: '/wps/system/whitelabel',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  registerSettings: {
    methods: ['GET'],
    path: '/wps/system/setting/register',
    moduleIds: ['REG3'],
    login: 'public',
    encryption: 'none',
  },
  country: {
    methods: ['GET'],
    path: '/wps/system/country',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  helpCenter: {
    methods: ['GET'],
    path: '/wps/system/helpCenter',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  domainRoute: {
    methods: ['GET'],
    path: '/wps/system/domainRoute',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  collect: {
    methods: ['POST'],
    path: '/wps/system/collect',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  checkIfAppDomain: {
    methods: ['GET'],
    path: '/wps/relay/WPSCORE_checkIfAppDomain',
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
  },
  announcements: {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleIds: ['COMM3'],
    login: 'optional',
    encryption: 'none',
  },
  announcementsCcs: {
    methods: ['GET'],
    path: '/wps/relay/CCSFE_getListAnnouncements',
    moduleIds: ['COMM3'],
    login: 'optional',
    encryption: 'none',
  },

  /* Game catalogue (§9) ---------------------------------------------------------------------- */
  gameVendors: relay('GCSGAME_newGameVendor', ['GAMELO3'], 'public'),
  /** Gap-filling relay: the merchant's vendor order per game category (spec §3). */
  vendorSorting: relay('GCSGAME_getVendorSorting', ['GAMELO3'], 'public'),
  /** Token per §9.3, but the home needs it for guests too: a valid token is optional. */
  vassGameType: relay('GCSGAME_getVassGameType', ['COMM3'], 'optional'),
  vassGameTypeGls: relay('GLS2_getVassGameType', ['GAMELO3'], 'public'),
  /** Marked token-required upstream, but it answers guests too (§9.1). */
  gameList: relay('GCSGAME_gameList', ['GAMELO3'], 'optional'),
  hotGames: relay('GCSGAME_hotGamesV2', ['GAMELOHOT3'], 'public', { methods: ['GET', 'POST'] }),
  rankList: relay('GCSGAME_getRankList', ['COMM3'], 'public'),
  winnerBoard: relay('ODSFE2_getWinnerBoard', ['COMM3'], 'public'),
  gameMatches: relay('GCSGAME_getGameMatchV2', ['GAMELO3'], 'public'),

  /* Favourites and recent (§9.6) -------------------------------------------------------------- */
  favouriteIds: relay('MCSFE_getFavoriteGames', ['GAMELOFAV3', 'GAMELO3'], 'login'),
  favouriteList: relay('MCSFE_getFavoriteGamesList', ['GAMELOFAV3', 'GAMELO3'], 'login'),
  addFavourite: relay('MCSFE_addFavoriteGameV2', ['GAMELOFAV3', 'GAMELO3'], 'login', {
    methods: ['POST'],
  }),
  removeFavourite: relay('MCSFE_removeFavoriteGameV2', ['GAMELOFAV3', 'GAMELO3'], 'login', {
    methods: ['DELETE'],
  }),
  recentGames: relay('GCS_recentGame', ['GAMELOREC3'], 'login'),
  addRecentGame: relay('MCS2_addRecentGame', ['GAMELOREC3'], 'login', { methods: ['POST'] }),

  /* Game launch (§10) ------------------------------------------------------------------------- */
  launchGame: {
    methods: ['GET'],
    path: '/wps/game/launchGame',
    moduleIds: ['GAMELO3'],
    login: 'login',
    encryption: 'none',
    record: true,
  },

  /* Wallet and promotions (§6, §14) ----------------------------------------------------------- */
  merchantWallet: relay('GCS_merchantWallet', ['COMM3'], 'login'),
  availablePromotions: relay('MCSFE_getMerchantAvailablePromotions', ['COMM3'], 'public'),
  /** The promotions with the member's status; a visitor (no token) gets the common list. */
  promotionList: relay('MCSFE_getAvailablePromotions', ['COMM3'], 'optional'),
  /** Gap-filling relays (§14 names none for these): join, apply with pictures, claim. */
  joinPromotion: relay('MCSFE_joinPromotion', ['COMM3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  applyPromotion: {
    ...relay('MCSFE_applyPromotion', ['COMM3'], 'login', { methods: ['POST'] }),
    // Three pictures of 5 MB as base64, and the JSON around them.
    bodyLimit: 24 * 1024 * 1024,
  },
  claimPromotion: relay('MCSFE_claimIssuedPromotion', ['COMM3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  loginPromotion: relay('MCSFE_getLoginPromotion', ['COMM3'], 'login'),
  claimLoginPromotion: relay('MCSFE_claimLoginPromotion', ['COMM3'], 'login', {
    methods: ['POST'],
    record: true,
  }),

  /* VIP club and rewards (§6, §14; issue 14) -------------------------------------------------- */
  /** Gap-filling relay: what each VIP tier pays (shape ours, data/rewards.ts). */
  vipClub: relay('MCSFE_getVipClubConfig', ['COMM3'], 'public'),
  rankProgress: relay('MCSFE_getPlayerRankProgress', ['COMM3'], 'login'),
  /** The MISSION promotion's board; off with MISSION. The member's own place with a token. */
  rankBoard: relay('PROMOFE_getRankBoardList', ['COMM3'], 'optional'),
  /** Gap-filling relay: the member's raffle rewards, behind the reward centre's module. */
  raffleRewards: relay('MCSFE_getRafflePromotionList', ['REWCEN3'], 'login'),
  claimRaffle: relay('MCSFE_claimRafflePromotion', ['REWCEN3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  /** The older spelling of the same claim (§14 names both). */
  claimRaffleMcs2: relay('MCS2_claimRafflePromotion', ['REWCEN3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  /** Gap-filling relays: the turntable and what the member received. */
  turntable: relay('MCSFE_getTurntable', ['COMM3'], 'login'),
  spinTurntable: relay('MCSFE_spinTurntable', ['COMM3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  receivedRewards: relay('MCSFE_getReceivedRewardList', ['COMM3'], 'login'),

  /* Inbox, unread counts, chat, announcements read (§11.2, §12, §17.4) ----------------------- */
  inboxUnread: relay('EMFE_getInboxUnreadCount', ['INBOX3'], 'login', { record: true }),
  inbox: relay('EMFE_getInbox', ['INBOX3'], 'login'),
  inboxRead: relay('EMFE_readInbox', ['INBOX3'], 'login', { methods: ['POST'], record: true }),
  cspUnread: relay('CSP_unreadCount', ['INBOX3'], 'login', { record: true }),
  cspInbox: relay('CSP_getInbox', ['INBOX3'], 'login'),
  chatUnread: relay('CBS_unreadCount', ['CBS3'], 'login', { record: true }),
  launchChat: relay('CBS_launchChat', ['CBS3'], 'login'),
  /** The chat's models (agents' desks) a player may pick; public per §12. */
  chatModels: relay('CBS_modelList', ['CBS3'], 'public'),
  /** Legacy REST delete (§11.2): `?messageIds=` a comma list of the member's message ids. */
  inboxDelete: {
    methods: ['DELETE'],
    path: '/wps/message/inbox',
    moduleIds: ['INBOX3'],
    login: 'login',
    encryption: 'none',
    record: true,
  },
  markAnnouncementRead: relay('MCSFE_markAnnouncementAsRead', ['COMM3'], 'login', {
    methods: ['POST'],
    record: true,
  }),
  unreadAnnouncements: relay('MCSFE_getUnreadAnnouncementCount', ['COMM3'], 'login', {
    record: true,
  }),
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Methods a path is mounted for, so a wrong method reaches the dispatcher and gets #459. */
export const ROUTED_METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
