/**
 * The accounts slice: members, their sessions, captchas, SMS codes, who must solve a captcha or
 * verify a new address on their next login, and the links from Firebase users to members.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice } from '../../state/slice.ts';
import { accountsSeed } from './accounts.data.ts';

const CAPTCHA_TTL_MS = 10 * 60_000;
const MAX_CAPTCHAS = 500;

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
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;
/** What may change of an account once it exists. */
export type AccountChange = Partial<Omit<Account, 'id' | 'username' | 'regDate' | 'type'>>;

export const SessionSchema = z.object({
  token: z.string(),
  accountId: z.number().int(),
  createdAt: z.number(),
});
export type Session = z.infer<typeof SessionSchema>;

const AccountsRecordsSchema = z.object({
  nextAccountId: z.number().int(),
  accounts: z.array(AccountSchema),
  sessions: z.record(z.string(), SessionSchema),
  captchas: z.record(z.string(), z.object({ answer: z.string(), createdAt: z.number() })),
  /** The most recently issued captcha, kept after use so tests can still read it. */
  lastCaptcha: z.object({ captchaId: z.string(), answer: z.string() }).nullable(),
  /** Keyed by the normalised national number (see normaliseMobile). */
  smsCodes: z.record(
    z.string(),
    z.object({
      code: z.string(),
      expiresAt: z.number(),
      countryDialingCode: z.string().nullable(),
      /** Wrong tries of this code so far (SMS_CODE_MAX_WRONG_TRIES spends it). */
      wrongTries: z.number().int().nonnegative().default(0),
    }),
  ),
  /** Usernames (lower case) that must solve a captcha on their next login. */
  captchaRequired: z.array(z.string()),
  /**
   * Usernames (lower case) whose next login comes "from a new address": the gateway answers
   * `login_verify_required` and texts a code to the member's number (§4, login IP verification).
   */
  loginVerification: z.array(z.string()).default([]),
  /**
   * The `expirationTime` (seconds) the SMS sends answer with, set by a test control; null: the
   * answer carries only `expiredMinutes`, as the platform's gateway does.
   */
  smsExpirationSeconds: z.number().int().positive().nullable().default(null),
  /** Members who sign in with Facebook or Google: the Firebase user id → the account id. */
  socialAccounts: z.record(z.string(), z.number().int()).default({}),
});
export type AccountsRecords = z.infer<typeof AccountsRecordsSchema>;

/**
 * Wrong tries a texted code survives, as a real SMS gateway allows: the next wrong one spends it
 * (deleted, so even the right code fails after), and only a new SMS gives the number a code again.
 */
export const SMS_CODE_MAX_WRONG_TRIES = 5;

/** National number: digits only, without a leading zero (the client strips it too). */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/\D/g, '').replace(/^0+/, '');
}

export function normaliseDialingCode(code: string | null | undefined): string | null {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits || null;
}

/** A list of lower-case usernames with `username` in it or not. */
function flagged(list: readonly string[], username: string, on: boolean): string[] {
  const key = username.trim().toLowerCase();
  const rest = list.filter((u) => u !== key);
  return on ? [...rest, key] : rest;
}

export class AccountsSlice extends Slice<AccountsRecords> {
  static readonly key = 'accounts';
  static readonly schema = AccountsRecordsSchema;
  static readonly seed = accountsSeed;

  /* Accounts ------------------------------------------------------------------------------- */

  byId(id: number): ReadonlyDeep<Account> | undefined {
    return this.records.accounts.find((a) => a.id === id);
  }

  byUsername(username: string): ReadonlyDeep<Account> | undefined {
    const wanted = username.trim().toLowerCase();
    return this.records.accounts.find((a) => a.username.toLowerCase() === wanted);
  }

  byMobile(mobile: string): ReadonlyDeep<Account> | undefined {
    const wanted = normaliseMobile(mobile);
    if (!wanted) return undefined;
    return this.records.accounts.find((a) => a.mobile === wanted);
  }

  /** The member a Facebook or Google sign-in (its Firebase user) belongs to. */
  bySocialUid(uid: string): ReadonlyDeep<Account> | undefined {
    const links = this.records.socialAccounts;
    const id = Object.hasOwn(links, uid) ? links[uid] : undefined;
    return id === undefined ? undefined : this.byId(id);
  }

  add(fields: Omit<Account, 'id' | 'regDate'>): ReadonlyDeep<Account> {
    return this.write((records) => {
      const account: Account = { ...fields, id: records.nextAccountId, regDate: Date.now() };
      records.nextAccountId += 1;
      records.accounts.push(account);
      return account;
    });
  }

  update(id: number, change: AccountChange): void {
    this.write((records) => {
      const account = records.accounts.find((a) => a.id === id);
      if (account) Object.assign(account, change);
    });
  }

  linkSocialAccount(uid: string, accountId: number): void {
    this.write((records) => {
      records.socialAccounts[uid] = accountId;
    });
  }

  /* Sessions ------------------------------------------------------------------------------- */

  /** A new token; with `single`, the member's older tokens end (one session per member). */
  createSession(accountId: number, single: boolean): ReadonlyDeep<Session> {
    return this.write((records) => {
      if (single) {
        for (const [token, session] of Object.entries(records.sessions)) {
          if (session.accountId === accountId) delete records.sessions[token];
        }
      }
      const session: Session = {
        token: randomBytes(24).toString('hex'),
        accountId,
        createdAt: Date.now(),
      };
      records.sessions[session.token] = session;
      return session;
    });
  }

  session(token: string): ReadonlyDeep<Session> | undefined {
    const sessions = this.records.sessions;
    return Object.hasOwn(sessions, token) ? sessions[token] : undefined;
  }

  endSession(token: string): void {
    this.write((records) => {
      delete records.sessions[token];
    });
  }

  /* Captcha -------------------------------------------------------------------------------- */

  addCaptcha(answer: string): string {
    const id = randomBytes(16).toString('hex');
    const now = Date.now();
    return this.write((records) => {
      for (const [key, entry] of Object.entries(records.captchas)) {
        if (now - entry.createdAt > CAPTCHA_TTL_MS) delete records.captchas[key];
      }
      const keys = Object.keys(records.captchas);
      for (const key of keys.slice(0, Math.max(0, keys.length - MAX_CAPTCHAS + 1))) {
        delete records.captchas[key];
      }
      records.captchas[id] = { answer, createdAt: now };
      records.lastCaptcha = { captchaId: id, answer };
      return id;
    });
  }

  lastCaptcha(): ReadonlyDeep<AccountsRecords['lastCaptcha']> {
    return this.records.lastCaptcha;
  }

  /** Single use: the captcha is removed by any check, right or wrong. */
  consumeCaptcha(id: string | undefined, answer: string | null | undefined): boolean {
    if (!id || !Object.hasOwn(this.records.captchas, id)) return false;
    const entry = this.write((records) => {
      const found = records.captchas[id];
      delete records.captchas[id];
      return found;
    });
    if (!entry || Date.now() - entry.createdAt > CAPTCHA_TTL_MS) return false;
    return typeof answer === 'string' && answer.trim() === entry.answer;
  }

  captchaRequired(username: string): boolean {
    return this.records.captchaRequired.includes(username.trim().toLowerCase());
  }

  setCaptchaRequired(username: string, required: boolean): void {
    this.write((records) => {
      records.captchaRequired = flagged(records.captchaRequired, username, required);
    });
  }

  loginVerificationRequired(username: string): boolean {
    return this.records.loginVerification.includes(username.trim().toLowerCase());
  }

  setLoginVerification(username: string, required: boolean): void {
    this.write((records) => {
      records.loginVerification = flagged(records.loginVerification, username, required);
    });
  }

  /* SMS ------------------------------------------------------------------------------------ */

  smsExpirationSeconds(): number | null {
    return this.records.smsExpirationSeconds;
  }

  setSmsExpirationSeconds(seconds: number | null): void {
    this.write((records) => {
      records.smsExpirationSeconds = seconds;
    });
  }

  issueSms(mobile: string, countryDialingCode: string | null, expiresInMs: number): string {
    const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    this.write((records) => {
      records.smsCodes[normaliseMobile(mobile)] = {
        code,
        expiresAt: Date.now() + expiresInMs,
        countryDialingCode,
        wrongTries: 0,
      };
    });
    return code;
  }

  lastSms(mobile: string): string | undefined {
    const key = normaliseMobile(mobile);
    const codes = this.records.smsCodes;
    return Object.hasOwn(codes, key) ? codes[key]?.code : undefined;
  }

  /**
   * The last code sent to that number, if still valid. Consumed on success; a wrong try counts,
   * and the `SMS_CODE_MAX_WRONG_TRIES`th spends the code.
   */
  checkSms(mobile: string, code: string | null | undefined): boolean {
    const key = normaliseMobile(mobile);
    const codes = this.records.smsCodes;
    const entry = Object.hasOwn(codes, key) ? codes[key] : undefined;
    if (!entry || entry.expiresAt < Date.now()) return false;
    const right = Boolean(code) && entry.code === code?.trim();
    this.write((records) => {
      const stored = records.smsCodes[key];
      if (!stored) return;
      stored.wrongTries = right ? stored.wrongTries : stored.wrongTries + 1;
      if (right || stored.wrongTries >= SMS_CODE_MAX_WRONG_TRIES) delete records.smsCodes[key];
    });
    return right;
  }
}
