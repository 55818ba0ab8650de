/**
 * Test controls of a sandbox gateway in test mode. Each Playwright worker runs its own sandbox
 * (support/stack.ts), so journeys reach these through the `sandbox` fixture: they drive the
 * worker's sandbox only.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { SandboxApp } from '@app/sandbox';

export interface SandboxControls {
  /** Where the sandbox listens (game pages and images point here). */
  url: string;
  reset(): Promise<void>;
  setStatus(status: { maintenance?: boolean; regionRestriction?: boolean }): Promise<void>;
  fault(fault: {
    path: string;
    status?: number;
    latencyMs?: number;
    times?: number;
  }): Promise<void>;
  lastCaptcha(): Promise<{ captchaId: string; answer: string }>;
  /** What the gateway holds of a member's money (issue 13). */
  money(username: string): Promise<{
    balanceCents: number;
    deposits: { orderNo: string; status: string; amountCents: number }[];
    withdrawals: { orderNo: string; status: string; amountCents: number }[];
  }>;
  /** The operator approves or rejects a pending deposit or withdrawal. */
  settle(orderNo: string, status: 'approved' | 'rejected'): Promise<void>;
  /** The bodies the gateway received on `path` (recorded endpoints only), oldest first. */
  received(path: string): Promise<string[]>;
  /** Switches whitelabel flags (`{ MOBILEVERCODELOGIN3: true }`); the others keep theirs. */
  setWhitelabel(flags: Record<string, boolean>): Promise<void>;
  /**
   * The last SMS code sent to `mobile` (digits, no leading zero: '9171234567'), once one has
   * been sent.
   */
  lastSms(mobile: string): Promise<string>;
  /** The `expirationTime` (seconds) SMS sends answer with from now on; null for none. */
  setSmsExpiration(seconds: number | null): Promise<void>;
  /** The member's next login comes "from a new address": the gateway asks for an SMS code. */
  requireLoginVerification(username: string): Promise<void>;
  /** What the gateway holds of a member's identity verification (images by size and hash). */
  kyc(username: string): Promise<{
    status: string;
    personal: Record<string, unknown> | null;
    images: Record<string, { type: string; bytes: number; sha256: string }>;
  }>;
  /** How many requests the gateway received on `path` since the last reset. */
  requestCount(path: string): Promise<number>;
  /** Turns promotions on or off (`{ LOGIN: false }`); the others keep theirs. */
  setPromotions(
    flags: Partial<Record<'APP_DOWNLOAD' | 'MISSION' | 'LOGIN' | 'REFERRAL', boolean>>,
  ): Promise<void>;
  /**
   * The operator's side of a member's promotion: `review` (approve, or reject with a reason),
   * `progress` (turnover so far, pesos), `issue` (an EVENT or AUTO reward).
   */
  promotion(
    action: 'review' | 'progress' | 'issue',
    change: {
      username: string;
      promotionId: number;
      approve?: boolean;
      reason?: string;
      turnover?: number;
    },
  ): Promise<{ status: string }>;
  /** What the gateway holds of a member's rewards (issue 14): spins, raffle rewards, balance. */
  rewards(username: string): Promise<{
    balanceCents: number;
    spins: number;
    vipLabel: string;
    raffles: { rewardId: number; title: string; status: string; amountCents: number }[];
    received: { recordId: number; title: string; amountCents: number }[];
  }>;
  /** Gives a member spins, a raffle reward or a VIP level; `nextPrizeId` fixes the next draw. */
  giveRewards(change: {
    username: string;
    spins?: number;
    raffle?: { title: string; amountCents: number };
    nextPrizeId?: number;
    vipLevel?: number;
  }): Promise<void>;
  /** Puts a new unread message in a member's inbox (`/__sandbox/inbox`). */
  addInboxMessage(username: string, title: string, content?: string): Promise<void>;
  /** Puts a pending salary, dividend or hourly contract request on an account (issue 26). */
  putContractRequest(username: string, kind: 'salary' | 'dividend' | 'hourly'): Promise<void>;
  /** What the gateway holds of an account's contracts: current ones and pending requests. */
  contracts(username: string): Promise<{
    contracts: Record<string, { contractId: number } | null>;
    requests: Record<string, { requestId: number } | null>;
  }>;
  /**
   * Answers these seeded lists empty (`/__sandbox/content` `empty`), replacing the last choice:
   * the winners, the hot matches, the marquee (player announcements), the help centre.
   */
  /**
   * Changes the per-field register rules (`{ nickname: { enabled: true, required: true } }`,
   * `/__sandbox/register-rules`); the other fields keep theirs. A reset restores the seed's.
   */
  setRegisterRules(
    rules: Record<
      string,
      Partial<{
        enabled: boolean;
        required: boolean;
        acceptedPattern: string;
        minLength: number;
        maxLength: number;
      }>
    >,
  ): Promise<void>;
  /** Free play answers a trial value of 0 (no trial member) while on (`/__sandbox/settings`). */
  setFreePlayZero(on: boolean): Promise<void>;
  /**
   * The gateway's behaviour settings (`/__sandbox/settings`, issue 27): a restricted region
   * (logins, registrations, launches answer 403 `ip_restrict`), an empty chat or game address,
   * the merchant's vendor order per game category (named vendors first), the vendors whose game
   * pages refuse framing (issue 30).
   */
  setSettings(change: {
    ipRestricted?: boolean;
    emptyChatUrl?: boolean;
    emptyLaunchUrl?: boolean;
    vendorOrder?: Record<string, string[]>;
    framingRefusedBy?: string[];
  }): Promise<void>;
  emptySections(sections: ('winners' | 'matches' | 'marquee' | 'helpCentre')[]): Promise<void>;
  /** A member of any customer type (4 the trial player, 1/2/41/42 agents) with its favourites. */
  createAccount(account: {
    username: string;
    password: string;
    type?: number;
    nickname?: string;
    favourites?: string[];
  }): Promise<void>;
}

/** The controls of a sandbox built in this process: straight to the app, no socket needed. */
export function sandboxControls(app: SandboxApp, url: string): SandboxControls {
  async function control<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
    const response = await app.inject({
      method,
      url: `/__sandbox${path}`,
      ...(payload === undefined ? {} : { payload }),
    });
    if (response.statusCode >= 400)
      throw new Error(`sandbox ${method} ${path}: ${response.statusCode}`);
    return (response.body ? JSON.parse(response.body) : undefined) as T;
  }
  return {
    url,
    reset: () => control('POST', '/reset'),
    setStatus: (status) => control('POST', '/status', status),
    fault: (fault) => control('POST', '/faults', fault),
    lastCaptcha: () => control('GET', '/captcha/last'),
    setWhitelabel: async (flags) => {
      await control('POST', '/whitelabel', { flags });
    },
    setRegisterRules: async (rules) => {
      await control('POST', '/register-rules', { rules });
    },
    setSmsExpiration: async (seconds) => {
      await control('POST', '/sms/expiration', { seconds });
    },
    lastSms: async (mobile) => {
      // A screen may show its code field before the gateway has answered the send: the text
      // is waited for, as the player waits for it.
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            const path = `/sms/last?mobile=${encodeURIComponent(mobile)}`;
            code = (await control<{ code: string }>('GET', path).catch(() => undefined))?.code;
            return code;
          },
          { message: `an SMS to ${mobile}` },
        )
        .toBeDefined();
      return code as string;
    },
    createAccount: (account) => control('POST', '/accounts', account),
    kyc: (username) => control('GET', `/kyc?username=${encodeURIComponent(username)}`),
    money: (username) => control('GET', `/money?username=${encodeURIComponent(username)}`),
    settle: async (orderNo, status) => {
      await control('POST', `/money/${orderNo}`, { status });
    },
    received: async (path) =>
      (
        await control<{ requests: { body: string }[] }>(
          'GET',
          `/received?path=${encodeURIComponent(path)}`,
        )
      ).requests.map((r) => r.body),
    requestCount: async (path) =>
      (await control<{ counts: Record<string, number> }>('GET', '/stats')).counts[path] ?? 0,
    setPromotions: async (flags) => {
      await control('POST', '/promotions', flags);
    },
    promotion: (action, change) => control('POST', `/promotions/${action}`, change),
    rewards: (username) => control('GET', `/rewards?username=${encodeURIComponent(username)}`),
    giveRewards: async (change) => {
      await control('POST', '/rewards', change);
    },
    addInboxMessage: async (username, title, content = '') => {
      await control('POST', '/inbox', { username, title, content });
    },
    putContractRequest: async (username, kind) => {
      await control('POST', '/contract-requests', { username, kind });
    },
    contracts: (username) => control('GET', `/agent?username=${encodeURIComponent(username)}`),
    setFreePlayZero: async (on) => {
      await control('POST', '/settings', { freePlayZero: on });
    },
    setSettings: async (change) => {
      await control('POST', '/settings', change);
    },
    emptySections: async (sections) => {
      await control('POST', '/content', { empty: sections });
    },
    requireLoginVerification: async (username) => {
      await control('POST', '/login-verification', { username, required: true });
    },
  };
}

export const DEMO = { username: 'demo', password: 'Demo1234', nickname: 'Lucky Demo' } as const;
/** The sandbox's seeded agent (customer type 1). */
export const DEMO_AGENT = {
  username: 'agent01',
  password: 'Agent1234',
  nickname: 'Agent Zero One',
} as const;

/** The status flag the site's BFF currently serves (0 normal, 1 maintenance, 2 restricted). */
export async function siteStatusFlag(api: APIRequestContext): Promise<number | null> {
  const response = await api.get('/trpc/system.status');
  if (!response.ok()) return null;
  const body = (await response.json()) as { result?: { data?: { flag?: number } } };
  return body.result?.data?.flag ?? null;
}

/**
 * A register field's rule as the site's BFF currently serves it, `{ enabled, required }` (null
 * when it cannot say): cached like the status, so a journey that changed the rules polls this
 * before opening the form.
 */
export async function siteRegisterRule(
  api: APIRequestContext,
  field: string,
): Promise<{ enabled: boolean; required: boolean } | null> {
  const input = encodeURIComponent(JSON.stringify({ language: 'EN' }));
  const response = await api.get(`/trpc/system.registerRules?input=${input}`);
  if (!response.ok()) return null;
  const body = (await response.json()) as {
    result?: { data?: Record<string, { enabled: boolean; required: boolean }> };
  };
  const rule = body.result?.data?.[field];
  return rule ? { enabled: rule.enabled, required: rule.required } : null;
}

/**
 * A whitelabel flag as the site's BFF currently serves it: the BFF keeps the status a moment
 * (STATUS_CACHE_TTL_MS) and serves it stale once while refreshing, so a journey that switched a
 * flag polls this before opening a page.
 */
export async function siteWhitelabelFlag(
  api: APIRequestContext,
  flag: string,
): Promise<boolean | null> {
  const response = await api.get('/trpc/system.status');
  if (!response.ok()) return null;
  const body = (await response.json()) as {
    result?: { data?: { whitelabel?: Record<string, boolean> } };
  };
  return body.result?.data?.whitelabel?.[flag] ?? null;
}
