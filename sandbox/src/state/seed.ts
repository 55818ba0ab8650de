/**
 * Deterministic seed data. Passwords are hashed once per process (scrypt is deliberately slow,
 * and tests build many sandboxes); the hashes are reused by every reset.
 */
import { DEMO_CHAT_UNREAD, seedInbox } from '../data/inbox.ts';
import { demoBets, demoHistory, emptyWallet } from '../data/money.ts';
import { demoPromotionEntries } from '../data/promotions.ts';
import { demoRewards } from '../data/rewards.ts';
import { defaultWhitelabelFlags } from '../data/whitelabel.ts';
import { hashPassword } from './passwords.ts';
import { DEFAULT_SETTINGS, type Account, type SandboxState } from './types.ts';

export const DEMO_MEMBER = { username: 'demo', password: 'Demo1234' } as const;
/** A member without a nickname, for the display-name fallback. */
export const SECOND_MEMBER = { username: 'player2', password: 'Player1234' } as const;
export const DEMO_AGENT = { username: 'agent01', password: 'Agent1234' } as const;
/** Mobile number of the demo member (PH, national number without the leading zero). */
export const DEMO_MOBILE = { countryDialingCode: '63', mobileNum: '9171234567' } as const;

/** Account id of the demo member. */
export const DEMO_MEMBER_ID = 10001;
/** The demo member's favourites (nodeIds as strings, newest first). */
export const DEMO_FAVOURITES = ['178001', '181003', '185001'] as const;
/** The demo member's recent games (nodeIds, newest first). */
export const DEMO_RECENT = [178004, 182001, 186001, 178501] as const;

const REG_DATE = Date.UTC(2024, 0, 15, 8, 0, 0);

let seedHashes: { demo: string; player2: string; agent: string } | null = null;

function hashes(): { demo: string; player2: string; agent: string } {
  seedHashes ??= {
    demo: hashPassword(DEMO_MEMBER.password),
    player2: hashPassword(SECOND_MEMBER.password),
    agent: hashPassword(DEMO_AGENT.password),
  };
  return seedHashes;
}

function seedAccounts(): Account[] {
  const h = hashes();
  const base = { email: null, firstTimeLogin: false, passwordExpired: false };
  return [
    {
      ...base,
      id: DEMO_MEMBER_ID,
      username: DEMO_MEMBER.username,
      passwordHash: h.demo,
      nickname: 'Lucky Demo',
      type: 0,
      mobile: DEMO_MOBILE.mobileNum,
      countryDialingCode: DEMO_MOBILE.countryDialingCode,
      regDate: REG_DATE,
      vipLabel: 'VIP3',
      balanceCents: 125_050,
    },
    {
      ...base,
      id: 10002,
      username: SECOND_MEMBER.username,
      passwordHash: h.player2,
      nickname: null,
      type: 0,
      mobile: '9181112222',
      countryDialingCode: '63',
      regDate: REG_DATE + 86_400_000,
      vipLabel: 'VIP0',
      balanceCents: 8_000,
    },
    {
      ...base,
      id: 10003,
      username: DEMO_AGENT.username,
      passwordHash: h.agent,
      nickname: 'Agent Zero One',
      type: 1,
      mobile: '9193334444',
      countryDialingCode: '63',
      regDate: REG_DATE - 86_400_000,
      vipLabel: 'VIP5',
      balanceCents: 500_000,
    },
  ];
}

export function seedState(merchantCode: string): SandboxState {
  return {
    version: 1,
    merchantCode,
    nextAccountId: 20001,
    accounts: seedAccounts(),
    sessions: {},
    captchas: {},
    lastCaptcha: null,
    smsCodes: {},
    loginVerification: [],
    captchaRequired: [],
    maintenance: false,
    regionRestriction: false,
    whitelabel: defaultWhitelabelFlags(),
    settings: { ...DEFAULT_SETTINGS },
    favourites: { [DEMO_MEMBER_ID]: [...DEMO_FAVOURITES] },
    recentGames: { [DEMO_MEMBER_ID]: [...DEMO_RECENT] },
    inbox: { [DEMO_MEMBER_ID]: seedInbox() },
    nextInboxId: 6001,
    // The demo member has a history but no card and no withdrawal password yet (the journeys set them).
    wallets: {
      [DEMO_MEMBER_ID]: {
        ...emptyWallet(),
        gameWalletsCents: { EG4: 0, SA: 15_000, SB: 0 },
        ledger: demoHistory(125_050, Date.now()),
        bets: demoBets(Date.now()),
      },
    },
    nextMoneyId: 1,
    chatUnread: { [DEMO_MEMBER_ID]: DEMO_CHAT_UNREAD },
    announcementsRead: {},
    promotions: { APP_DOWNLOAD: true, MISSION: true, LOGIN: true, REFERRAL: true },
    promotionEntries: { [DEMO_MEMBER_ID]: demoPromotionEntries(Date.now()) },
    signIns: {},
    rewards: { [DEMO_MEMBER_ID]: demoRewards(Date.now()) },
    gameSessions: {},
    openRounds: {},
    kyc: {},
    socialAccounts: {},
  };
}
