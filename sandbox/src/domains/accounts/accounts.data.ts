/**
 * The seed's members, deterministic. Passwords are hashed once per process (scrypt is
 * deliberately slow, and tests build many sandboxes); the hashes are reused by every reset. The
 * other domains seed the demo member's games, messages, money and rewards by these ids.
 */
import { hashPassword } from '../../shared/passwords.ts';
import type { Account, AccountsRecords } from './accounts.state.ts';

export const DEMO_MEMBER = { username: 'demo', password: 'Demo1234' } as const;
/** A member without a nickname, for the display-name fallback. */
export const SECOND_MEMBER = { username: 'player2', password: 'Player1234' } as const;
export const DEMO_AGENT = { username: 'agent01', password: 'Agent1234' } as const;
/** Mobile number of the demo member (PH, national number without the leading zero). */
export const DEMO_MOBILE = { countryDialingCode: '63', mobileNum: '9171234567' } as const;

/** Account ids of the seed's members. */
export const DEMO_MEMBER_ID = 10001;
export const SECOND_MEMBER_ID = 10002;
export const DEMO_AGENT_ID = 10003;

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

export function seedAccounts(): Account[] {
  const h = hashes();
  const base = { email: null, firstTimeLogin: false, passwordExpired: false };
  // Their balances are in the wallet slice's seed.
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
    },
    {
      ...base,
      id: SECOND_MEMBER_ID,
      username: SECOND_MEMBER.username,
      passwordHash: h.player2,
      nickname: null,
      type: 0,
      mobile: '9181112222',
      countryDialingCode: '63',
      regDate: REG_DATE + 86_400_000,
      vipLabel: 'VIP0',
    },
    {
      ...base,
      id: DEMO_AGENT_ID,
      username: DEMO_AGENT.username,
      passwordHash: h.agent,
      nickname: 'Agent Zero One',
      type: 1,
      mobile: '9193334444',
      countryDialingCode: '63',
      regDate: REG_DATE - 86_400_000,
      vipLabel: 'VIP5',
    },
  ];
}

/** The slice's records on a first start and after a reset. */
export function accountsSeed(): AccountsRecords {
  return {
    nextAccountId: 20001,
    accounts: seedAccounts(),
    sessions: {},
    captchas: {},
    lastCaptcha: null,
    smsCodes: {},
    captchaRequired: [],
    loginVerification: [],
    smsExpirationSeconds: null,
    socialAccounts: {},
  };
}
