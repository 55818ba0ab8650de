/**
 * The sandbox's mutable state. The zod schema doubles as the format of the JSON snapshot, so a
 * damaged or outdated data file is rejected on load instead of crashing a handler later.
 */
import { PROMOTION_ENTRY_STATES } from '@app/contracts';
import { z } from 'zod';

export const AccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  passwordHash: z.string(),
  nickname: z.string().nullable(),
  /** Customer type: 0 member, 1/2/41/42 agents, 4 free-play trial. */
  type: z.number().int(),
  /** National number without the leading zero; null when none was given. */
  mobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  regDate: z.number(),
  vipLabel: z.string(),
  /** The name on the member's bank accounts: set once (issue 13, account settings). */
  payeeName: z.string().nullable().optional(),
  /** The security question and its answer's hash, set once (SECQUES3). */
  securityQuestion: z
    .object({ questionId: z.number().int(), answerHash: z.string() })
    .nullable()
    .optional(),
  /** The profile icon, '0' to '11' (PROFPIC3). */
  avatar: z.string().optional(),
  /** The main wallet in minor units (centavos): money never travels as a float here. */
  balanceCents: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const SessionSchema = z.object({
  token: z.string(),
  accountId: z.number().int(),
  createdAt: z.number(),
});
export type Session = z.infer<typeof SessionSchema>;

export const CaptchaEntrySchema = z.object({
  answer: z.string(),
  createdAt: z.number(),
});

export const SmsEntrySchema = z.object({
  code: z.string(),
  expiresAt: z.number(),
  countryDialingCode: z.string().nullable(),
});
export type SmsEntry = z.infer<typeof SmsEntrySchema>;

export const SettingsSchema = z.object({
  /** GET /wps/member/info without a token: '401' login.not.session or '200' empty value. */
  memberInfoGuest: z.enum(['200', '401']),
  /** A newer login of the same user invalidates the older tokens. */
  singleSession: z.boolean(),
  /** Accept encrypted calls without X-Digest / X-RSA, as old builds sent them (§3.3). */
  acceptLegacyEncryption: z.boolean(),
  /** The next n GCSGAME_gameList calls answer 400 function.not.available (§9.1 quirk). */
  gameListTransientFailures: z.number().int().min(0).max(100),
  /** GCSGAME_gameList with both `language` and `gameName` answers an empty list (§9.1 quirk). */
  gameNameWithLanguageEmpty: z.boolean(),
  /** A launch opens a round; a second launch while it is open answers #734 (§10). */
  launchRoundOpen: z.boolean(),
  /** securityConfig's `idVerification.enabled`: the merchant asks members to verify (KYC). */
  idVerificationEnabled: z.boolean(),
  /** The merchant's deposit limits in minor units (MCSFE_getDepositSettings; issue 13). */
  depositMinCents: z.number().int().min(1),
  depositMaxCents: z.number().int().min(1).max(999_999_999),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  memberInfoGuest: '401',
  singleSession: false,
  acceptLegacyEncryption: false,
  gameListTransientFailures: 0,
  gameNameWithLanguageEmpty: true,
  launchRoundOpen: false,
  idVerificationEnabled: true,
  depositMinCents: 10_000,
  depositMaxCents: 5_000_000,
};

/**
 * A member's identity verification (§8, our shape): `status` is the security config's letter,
 * N (not verified) until images arrive, then P (pending review); Y (verified) and R (rejected)
 * are set through the `kyc` control, as a back-office review would. The images themselves are
 * kept in memory only (SandboxStore.kycImages), never in the snapshot.
 */
export const KycRecordSchema = z.object({
  status: z.enum(['N', 'P', 'Y', 'R']),
  /** The personal information as the gateway received it (spec section 3 field names). */
  personal: z.record(z.string(), z.unknown()).nullable(),
  personalAt: z.number().nullable(),
  uploadedAt: z.number().nullable(),
});
export type KycRecord = z.infer<typeof KycRecordSchema>;

export const InboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.number(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** A member's part in one promotion (data/promotions.ts). */
export const PromotionEntrySchema = z.object({
  state: z.enum(PROMOTION_ENTRY_STATES),
  /** TARGET promotions: turnover so far, minor units. */
  progressCents: z.number().int().default(0),
  comment: z.string().default(''),
  /** Sizes of the pictures of an application (the pictures themselves are not kept). */
  imageBytes: z.array(z.number().int()).default([]),
  rejectReason: z.string().nullable().default(null),
  updatedAt: z.number(),
});
export type PromotionEntry = z.infer<typeof PromotionEntrySchema>;

/** A member's rewards (issue 14, data/rewards.ts): raffle rewards, turntable spins, received. */
export const RewardsStateSchema = z.object({
  spins: z.number().int().min(0),
  raffles: z.array(
    z.object({
      rewardId: z.number().int(),
      title: z.string(),
      amountCents: z.number().int(),
      source: z.string().nullable(),
      status: z.enum(['UNCLAIMED', 'CLAIMED', 'EXPIRED']),
      createTime: z.number(),
      claimTime: z.number().nullable(),
      expireTime: z.number().nullable(),
    }),
  ),
  /** Newest first. */
  received: z.array(
    z.object({
      recordId: z.number().int(),
      title: z.string(),
      amountCents: z.number().int(),
      source: z.string().nullable(),
      receiveTime: z.number(),
    }),
  ),
  /** The prize the next spin stops on (a test control), else a weighted draw. */
  nextPrizeId: z.number().int().nullable().default(null),
  /** Spin answers by request key: a repeated spin request draws nothing twice. */
  answered: z.record(z.string(), z.unknown()),
});
export type RewardsState = z.infer<typeof RewardsStateSchema>;

/** Promotion availability (MCSFE_getMerchantAvailablePromotions), toggled by a control. */
export const PromotionFlagsSchema = z.object({
  APP_DOWNLOAD: z.boolean(),
  MISSION: z.boolean(),
  LOGIN: z.boolean(),
  REFERRAL: z.boolean(),
});
export type PromotionFlags = z.infer<typeof PromotionFlagsSchema>;

/** One launched game: the ssoKey of its URL and, while the round is open, the open round. */
export const GameSessionSchema = z.object({
  accountId: z.number().int(),
  nodeId: z.number().int(),
  createdAt: z.number(),
  backUrl: z.string().nullable(),
  /** Launched on the free-play wallet (`accountType` 0). */
  freePlay: z.boolean().default(false),
});
export type GameSession = z.infer<typeof GameSessionSchema>;

export const OpenRoundSchema = z.object({
  nodeId: z.number().int(),
  ssoKey: z.string(),
  openedAt: z.number(),
});
export type OpenRound = z.infer<typeof OpenRoundSchema>;

/* Money (issue 13): every amount in minor units (centavos), every change a ledger entry. */

export const MoneyStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type MoneyStatus = z.infer<typeof MoneyStatusSchema>;

export const BankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  createdAt: z.number(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

export const DepositSchema = z.object({
  orderNo: z.string(),
  channel: z.enum(['manual', 'gateway']),
  /** The bank (manual transfer) or the payment vendor. */
  via: z.string(),
  amountCents: z.number().int(),
  /** What the player writes on the transfer so the operator can match it. */
  reference: z.string(),
  promoId: z.number().int().nullable(),
  status: MoneyStatusSchema,
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});
export type Deposit = z.infer<typeof DepositSchema>;

export const WithdrawalSchema = z.object({
  orderNo: z.string(),
  bankCardId: z.number().int(),
  amountCents: z.number().int(),
  status: MoneyStatusSchema,
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  /** GLS2_TxCodeList's code: DEP, WDR, BET, WIN, TRF, BON, ADJ. */
  txCode: z.string(),
  /** Signed: money in is positive. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  createdAt: z.number(),
  remark: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const WalletStateSchema = z.object({
  /** Transfer wallets of the vendors that keep their own (walletCode → minor units). */
  gameWalletsCents: z.record(z.string(), z.number().int()),
  bankCards: z.array(BankCardSchema),
  paymentPasswordHash: z.string().nullable(),
  deposits: z.array(DepositSchema),
  withdrawals: z.array(WithdrawalSchema),
  /** Newest first. */
  ledger: z.array(LedgerEntrySchema),
  /** Bets (ODS2_MemberBetReport), newest first; seeded for the demo member. */
  bets: z
    .array(
      z.object({
        betId: z.string(),
        gameName: z.string(),
        vendor: z.string(),
        gameType: z.string(),
        stakeCents: z.number().int(),
        payoutCents: z.number().int().nullable(),
        createdAt: z.number(),
      }),
    )
    .default([]),
  /** Answers already given to a request key: a repeated submission moves no money twice. */
  answered: z.record(z.string(), z.unknown()),
});
export type WalletState = z.infer<typeof WalletStateSchema>;

export const StateSchema = z.object({
  version: z.literal(1),
  merchantCode: z.string(),
  nextAccountId: z.number().int(),
  accounts: z.array(AccountSchema),
  sessions: z.record(z.string(), SessionSchema),
  captchas: z.record(z.string(), CaptchaEntrySchema),
  /** The most recently issued captcha, kept after use so tests can still read it. */
  lastCaptcha: z.object({ captchaId: z.string(), answer: z.string() }).nullable(),
  /** Keyed by the normalised national number (see normaliseMobile). */
  smsCodes: z.record(z.string(), SmsEntrySchema),
  /** Usernames (lower case) that must solve a captcha on their next login. */
  captchaRequired: z.array(z.string()),
  /**
   * Usernames (lower case) whose next login comes "from a new address": the gateway answers
   * `login_verify_required` and texts a code to the member's number (§4, login IP verification).
   */
  loginVerification: z.array(z.string()).default([]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  whitelabel: z.record(z.string(), z.boolean()),
  // Snapshots written before a setting existed still load: missing settings take the default.
  settings: z.preprocess(
    (v) => (v && typeof v === 'object' ? { ...DEFAULT_SETTINGS, ...v } : v),
    SettingsSchema,
  ),
  /* Per-member game and message state, keyed by the account id as a string. */
  /** Favourite nodeIds as strings, newest first. */
  favourites: z.record(z.string(), z.array(z.string())).default({}),
  /** Recently played nodeIds, newest first. */
  recentGames: z.record(z.string(), z.array(z.number().int())).default({}),
  inbox: z.record(z.string(), z.array(InboxMessageSchema)).default({}),
  nextInboxId: z.number().int().default(6001),
  wallets: z.record(z.string(), WalletStateSchema).default({}),
  nextMoneyId: z.number().int().default(1),
  chatUnread: z.record(z.string(), z.number().int()).default({}),
  /** Announcement ids (marquee, popups, promotions) the member has marked read. */
  announcementsRead: z.record(z.string(), z.array(z.number().int())).default({}),
  promotions: PromotionFlagsSchema.default({
    APP_DOWNLOAD: true,
    MISSION: true,
    LOGIN: true,
    REFERRAL: true,
  }),
  /** Each member's promotion entries: account id → promotion id → entry. */
  promotionEntries: z.record(z.string(), z.record(z.string(), PromotionEntrySchema)).default({}),
  /** Each member's daily sign-ins, as Manila dates (YYYY-MM-DD), oldest first. */
  signIns: z.record(z.string(), z.array(z.string())).default({}),
  /** Each member's rewards, keyed by the account id as a string (issue 14). */
  rewards: z.record(z.string(), RewardsStateSchema).default({}),
  /** Keyed by ssoKey. */
  gameSessions: z.record(z.string(), GameSessionSchema).default({}),
  openRounds: z.record(z.string(), OpenRoundSchema).default({}),
  /** Members who sign in with Facebook or Google: the Firebase user id → the account id. */
  socialAccounts: z.record(z.string(), z.number().int()).default({}),
  /** Identity verification per member, keyed by the account id as a string. */
  kyc: z.record(z.string(), KycRecordSchema).default({}),
});
export type SandboxState = z.infer<typeof StateSchema>;
