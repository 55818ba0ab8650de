/**
 * Holds the state in memory and, when a data file is given, snapshots it as JSON: atomically
 * (temp file + rename, so a crash never leaves half a file) and debounced, so a burst of
 * requests costs one write.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { emptyWallet } from '../data/money.ts';
import { emptyRewards } from '../data/rewards.ts';
import { seedState } from './seed.ts';
import {
  StateSchema,
  type Account,
  type GameSession,
  type InboxMessage,
  type Deposit,
  type KycRecord,
  type LedgerEntry,
  type RewardsState,
  type PromotionEntry,
  type SandboxState,
  type Session,
  type WalletState,
  type Withdrawal,
} from './types.ts';

const SAVE_DEBOUNCE_MS = 200;
const CAPTCHA_TTL_MS = 10 * 60_000;
const MAX_CAPTCHAS = 500;
const MAX_FAVOURITES = 200;
const MAX_RECENT = 30;
const MAX_GAME_SESSIONS = 200;
const MAX_INBOX = 200;
const MAX_LEDGER = 1_000;
/** An open game round ends by itself after this long (§10, #734). */
export const ROUND_TTL_MS = 10 * 60_000;

/** National number: digits only, without a leading zero (the client strips it too). */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/\D/g, '').replace(/^0+/, '');
}

export function normaliseDialingCode(code: string | null | undefined): string | null {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits || null;
}

/** One received ID image: what the gateway would keep, held in memory only. */
export interface KycImage {
  type: string;
  bytes: Buffer;
}

export type KycImageSlot = 'idCardFront' | 'idCardBack' | 'idCardSelfie';

export class SandboxStore {
  state: SandboxState;
  /**
   * ID images per account id, newest upload only. Never written to the snapshot: a data file
   * should not fill with identity documents, and the tests read them through a control.
   */
  readonly kycImages = new Map<number, Partial<Record<KycImageSlot, KycImage>>>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly merchantCode: string,
    private readonly dataFile: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.state = this.load();
  }

  private load(): SandboxState {
    if (!this.dataFile || !existsSync(this.dataFile)) return seedState(this.merchantCode);
    try {
      const parsed = StateSchema.parse(JSON.parse(readFileSync(this.dataFile, 'utf8')));
      if (parsed.merchantCode !== this.merchantCode) {
        this.log.warn({ file: this.dataFile }, 'data file belongs to another merchant: reseeding');
        return seedState(this.merchantCode);
      }
      return parsed;
    } catch (error) {
      this.log.warn(
        { err: error, file: this.dataFile },
        'unreadable data file: starting from seed',
      );
      return seedState(this.merchantCode);
    }
  }

  /** Call after every mutation; schedules one snapshot. */
  changed(): void {
    if (!this.dataFile || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, SAVE_DEBOUNCE_MS);
    this.timer.unref();
  }

  /** Writes pending changes now (used on close). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.save();
  }

  private save(): Promise<void> {
    const file = this.dataFile;
    if (!file) return Promise.resolve();
    // Chained so two snapshots never race on the same temp file.
    this.writing = this.writing.then(async () => {
      const temp = `${file}.${process.pid}.tmp`;
      try {
        await writeFile(temp, JSON.stringify(this.state), 'utf8');
        await rename(temp, file);
      } catch (error) {
        this.log.error({ err: error, file }, 'could not write the sandbox snapshot');
      }
    });
    return this.writing;
  }

  reset(): void {
    this.state = seedState(this.merchantCode);
    this.kycImages.clear();
    this.changed();
  }

  /* Accounts ------------------------------------------------------------------------------- */

  /**
   * Takes a stake from the member's balance, in cents so no float drifts; false (and nothing
   * taken) when the balance is short.
   */
  debit(accountId: number, cents: number): boolean {
    const account = this.accountById(accountId);
    if (!account || !Number.isSafeInteger(cents) || cents <= 0) return false;
    if (cents > account.balanceCents) return false;
    account.balanceCents -= cents;
    this.changed();
    return true;
  }

  accountByUsername(username: string): Account | undefined {
    const wanted = username.trim().toLowerCase();
    return this.state.accounts.find((a) => a.username.toLowerCase() === wanted);
  }

  accountByMobile(mobile: string): Account | undefined {
    const wanted = normaliseMobile(mobile);
    if (!wanted) return undefined;
    return this.state.accounts.find((a) => a.mobile === wanted);
  }

  accountById(id: number): Account | undefined {
    return this.state.accounts.find((a) => a.id === id);
  }

  /** The member a Facebook or Google sign-in (its Firebase user) belongs to. */
  accountBySocialUid(uid: string): Account | undefined {
    const id = Object.hasOwn(this.state.socialAccounts, uid)
      ? this.state.socialAccounts[uid]
      : undefined;
    return id === undefined ? undefined : this.accountById(id);
  }

  linkSocialAccount(uid: string, accountId: number): void {
    this.state.socialAccounts[uid] = accountId;
    this.changed();
  }

  addAccount(fields: Omit<Account, 'id' | 'regDate'>): Account {
    const account: Account = { ...fields, id: this.state.nextAccountId, regDate: Date.now() };
    this.state.nextAccountId += 1;
    this.state.accounts.push(account);
    this.changed();
    return account;
  }

  /* Sessions ------------------------------------------------------------------------------- */

  createSession(accountId: number): Session {
    if (this.state.settings.singleSession) {
      for (const [token, session] of Object.entries(this.state.sessions)) {
        if (session.accountId === accountId) delete this.state.sessions[token];
      }
    }
    const session: Session = {
      token: randomBytes(24).toString('hex'),
      accountId,
      createdAt: Date.now(),
    };
    this.state.sessions[session.token] = session;
    this.changed();
    return session;
  }

  session(token: string): Session | undefined {
    return Object.hasOwn(this.state.sessions, token) ? this.state.sessions[token] : undefined;
  }

  endSession(token: string): void {
    delete this.state.sessions[token];
    this.changed();
  }

  /* Captcha -------------------------------------------------------------------------------- */

  addCaptcha(answer: string): string {
    const id = randomBytes(16).toString('hex');
    const now = Date.now();
    for (const [key, entry] of Object.entries(this.state.captchas)) {
      if (now - entry.createdAt > CAPTCHA_TTL_MS) delete this.state.captchas[key];
    }
    const keys = Object.keys(this.state.captchas);
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_CAPTCHAS + 1))) {
      delete this.state.captchas[key];
    }
    this.state.captchas[id] = { answer, createdAt: now };
    this.state.lastCaptcha = { captchaId: id, answer };
    this.changed();
    return id;
  }

  /** Single use: the captcha is removed by any check, right or wrong. */
  consumeCaptcha(id: string | undefined, answer: string | null | undefined): boolean {
    if (!id || !Object.hasOwn(this.state.captchas, id)) return false;
    const entry = this.state.captchas[id];
    delete this.state.captchas[id];
    this.changed();
    if (!entry || Date.now() - entry.createdAt > CAPTCHA_TTL_MS) return false;
    return typeof answer === 'string' && answer.trim() === entry.answer;
  }

  captchaRequired(username: string): boolean {
    return this.state.captchaRequired.includes(username.trim().toLowerCase());
  }

  setCaptchaRequired(username: string, required: boolean): void {
    const key = username.trim().toLowerCase();
    const list = this.state.captchaRequired.filter((u) => u !== key);
    if (required) list.push(key);
    this.state.captchaRequired = list;
    this.changed();
  }

  loginVerificationRequired(username: string): boolean {
    return this.state.loginVerification.includes(username.trim().toLowerCase());
  }

  setLoginVerification(username: string, required: boolean): void {
    const key = username.trim().toLowerCase();
    const list = this.state.loginVerification.filter((u) => u !== key);
    if (required) list.push(key);
    this.state.loginVerification = list;
    this.changed();
  }

  /* SMS ------------------------------------------------------------------------------------ */

  issueSms(mobile: string, countryDialingCode: string | null, expiresInMs: number): string {
    const code = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    this.state.smsCodes[normaliseMobile(mobile)] = {
      code,
      expiresAt: Date.now() + expiresInMs,
      countryDialingCode,
    };
    this.changed();
    return code;
  }

  lastSms(mobile: string): string | undefined {
    const key = normaliseMobile(mobile);
    return Object.hasOwn(this.state.smsCodes, key) ? this.state.smsCodes[key]?.code : undefined;
  }

  /** The last code sent to that number, if still valid. Consumed on success. */
  checkSms(mobile: string, code: string | null | undefined): boolean {
    const key = normaliseMobile(mobile);
    const entry = Object.hasOwn(this.state.smsCodes, key) ? this.state.smsCodes[key] : undefined;
    if (!entry || !code || entry.expiresAt < Date.now() || entry.code !== code.trim()) return false;
    delete this.state.smsCodes[key];
    this.changed();
    return true;
  }

  /* Favourites and recent games (§9.6) ----------------------------------------------------- */

  favourites(accountId: number): string[] {
    const key = String(accountId);
    return Object.hasOwn(this.state.favourites, key) ? (this.state.favourites[key] ?? []) : [];
  }

  /** Idempotent: adding twice keeps one entry, removing a missing one is a no-op. */
  setFavourite(accountId: number, nodeId: number, favourite: boolean): void {
    const id = String(nodeId);
    const list = this.favourites(accountId).filter((n) => n !== id);
    if (favourite) list.unshift(id);
    this.state.favourites[String(accountId)] = list.slice(0, MAX_FAVOURITES);
    this.changed();
  }

  recentGames(accountId: number): number[] {
    const key = String(accountId);
    return Object.hasOwn(this.state.recentGames, key) ? (this.state.recentGames[key] ?? []) : [];
  }

  /** Moves the game to the front (newest first), keeping at most MAX_RECENT. */
  addRecentGame(accountId: number, nodeId: number): void {
    const list = [nodeId, ...this.recentGames(accountId).filter((n) => n !== nodeId)];
    this.state.recentGames[String(accountId)] = list.slice(0, MAX_RECENT);
    this.changed();
  }

  /* Money (issue 13): minor units, every change a ledger entry --------------------------- */

  /** The member's wallet state, created empty on first use. */
  wallet(accountId: number): WalletState {
    const key = String(accountId);
    const existing = Object.hasOwn(this.state.wallets, key) ? this.state.wallets[key] : undefined;
    if (existing) return existing;
    const fresh = emptyWallet();
    this.state.wallets[key] = fresh;
    return fresh;
  }

  /** The member and the deposit or withdrawal with this order number, if any. */
  moneyOrder(orderNo: string): {
    accountId: number;
    deposit?: Deposit;
    withdrawal?: Withdrawal;
  } | null {
    for (const [key, wallet] of Object.entries(this.state.wallets)) {
      const deposit = wallet.deposits.find((d) => d.orderNo === orderNo);
      const withdrawal = wallet.withdrawals.find((w) => w.orderNo === orderNo);
      if (deposit || withdrawal) {
        return {
          accountId: Number(key),
          ...(deposit ? { deposit } : {}),
          ...(withdrawal ? { withdrawal } : {}),
        };
      }
    }
    return null;
  }

  /** A new id for an order, card or ledger entry. */
  nextMoneyId(): number {
    const id = this.state.nextMoneyId;
    this.state.nextMoneyId += 1;
    return id;
  }

  /**
   * Moves money in (positive) or out (negative) of the main wallet and writes the ledger entry;
   * null, and nothing moved, when the balance would go below zero.
   */
  post(accountId: number, txCode: string, amountCents: number, remark: string): LedgerEntry | null {
    const account = this.accountById(accountId);
    if (!account || !Number.isSafeInteger(amountCents)) return null;
    const after = account.balanceCents + amountCents;
    if (after < 0) return null;
    account.balanceCents = after;
    const entry: LedgerEntry = {
      id: this.nextMoneyId(),
      txCode,
      amountCents,
      balanceAfterCents: after,
      createdAt: Date.now(),
      remark,
    };
    const wallet = this.wallet(accountId);
    wallet.ledger = [entry, ...wallet.ledger].slice(0, MAX_LEDGER);
    this.changed();
    return entry;
  }

  /* Rewards (issue 14): raffle rewards, turntable spins, what was received ------------------ */

  /** The member's rewards, created empty on first use. */
  rewards(accountId: number): RewardsState {
    const key = String(accountId);
    const existing = Object.hasOwn(this.state.rewards, key) ? this.state.rewards[key] : undefined;
    if (existing) return existing;
    const fresh = emptyRewards();
    this.state.rewards[key] = fresh;
    return fresh;
  }

  /* Inbox, chat and announcements read (§11, §12) ----------------------------------------- */

  inbox(accountId: number): InboxMessage[] {
    const key = String(accountId);
    return Object.hasOwn(this.state.inbox, key) ? (this.state.inbox[key] ?? []) : [];
  }

  addInboxMessage(accountId: number, title: string, content: string): InboxMessage {
    const message: InboxMessage = {
      id: this.state.nextInboxId,
      title,
      content,
      read: false,
      createTime: Date.now(),
    };
    this.state.nextInboxId += 1;
    this.state.inbox[String(accountId)] = [message, ...this.inbox(accountId)].slice(0, MAX_INBOX);
    this.changed();
    return message;
  }

  /** Marks the given messages read; returns how many of them belong to the member. */
  markInboxRead(accountId: number, ids: readonly number[]): number {
    let found = 0;
    for (const message of this.inbox(accountId)) {
      if (ids.includes(message.id)) {
        message.read = true;
        found += 1;
      }
    }
    this.changed();
    return found;
  }

  /** Deletes the given messages; returns how many of them belonged to the member. */
  deleteInboxMessages(accountId: number, ids: readonly number[]): number {
    const before = this.inbox(accountId);
    const kept = before.filter((message) => !ids.includes(message.id));
    this.state.inbox[String(accountId)] = kept;
    this.changed();
    return before.length - kept.length;
  }

  chatUnread(accountId: number): number {
    const key = String(accountId);
    return Object.hasOwn(this.state.chatUnread, key) ? (this.state.chatUnread[key] ?? 0) : 0;
  }

  setChatUnread(accountId: number, count: number): void {
    this.state.chatUnread[String(accountId)] = count;
    this.changed();
  }

  announcementsRead(accountId: number): number[] {
    const key = String(accountId);
    return Object.hasOwn(this.state.announcementsRead, key)
      ? (this.state.announcementsRead[key] ?? [])
      : [];
  }

  setAnnouncementRead(accountId: number, announcementId: number, read: boolean): void {
    const list = this.announcementsRead(accountId).filter((id) => id !== announcementId);
    if (read) list.push(announcementId);
    this.state.announcementsRead[String(accountId)] = list;
    this.changed();
  }

  /* Promotions and the daily sign-in (§14) ------------------------------------------------ */

  promotionEntries(accountId: number): Record<string, PromotionEntry> {
    const key = String(accountId);
    return Object.hasOwn(this.state.promotionEntries, key)
      ? (this.state.promotionEntries[key] ?? {})
      : {};
  }

  promotionEntry(accountId: number, promotionId: number): PromotionEntry | undefined {
    const entries = this.promotionEntries(accountId);
    const key = String(promotionId);
    return Object.hasOwn(entries, key) ? entries[key] : undefined;
  }

  setPromotionEntry(accountId: number, promotionId: number, entry: PromotionEntry): void {
    this.state.promotionEntries[String(accountId)] = {
      ...this.promotionEntries(accountId),
      [String(promotionId)]: entry,
    };
    this.changed();
  }

  signIns(accountId: number): string[] {
    const key = String(accountId);
    return Object.hasOwn(this.state.signIns, key) ? (this.state.signIns[key] ?? []) : [];
  }

  addSignIn(accountId: number, date: string): void {
    // A year of days is more than any calendar shows.
    this.state.signIns[String(accountId)] = [...this.signIns(accountId), date].slice(-366);
    this.changed();
  }

  /* Identity verification (§8) ----------------------------------------------------------- */

  kyc(accountId: number): KycRecord {
    return (
      this.state.kyc[String(accountId)] ?? {
        status: 'N',
        personal: null,
        personalAt: null,
        uploadedAt: null,
      }
    );
  }

  updateKyc(accountId: number, change: Partial<KycRecord>): KycRecord {
    const next = { ...this.kyc(accountId), ...change };
    this.state.kyc[String(accountId)] = next;
    this.changed();
    return next;
  }

  /* Game launch (§10) ---------------------------------------------------------------------- */

  addGameSession(ssoKey: string, session: GameSession): void {
    const keys = Object.keys(this.state.gameSessions);
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_GAME_SESSIONS + 1))) {
      delete this.state.gameSessions[key];
    }
    this.state.gameSessions[ssoKey] = session;
    this.changed();
  }

  gameSession(ssoKey: string): GameSession | undefined {
    return Object.hasOwn(this.state.gameSessions, ssoKey)
      ? this.state.gameSessions[ssoKey]
      : undefined;
  }

  /** The member's open round, if any and not expired. */
  openRound(accountId: number): { nodeId: number; ssoKey: string; openedAt: number } | undefined {
    const key = String(accountId);
    const round = Object.hasOwn(this.state.openRounds, key)
      ? this.state.openRounds[key]
      : undefined;
    if (round && Date.now() - round.openedAt > ROUND_TTL_MS) {
      delete this.state.openRounds[key];
      this.changed();
      return undefined;
    }
    return round;
  }

  setOpenRound(accountId: number, round: { nodeId: number; ssoKey: string } | null): void {
    const key = String(accountId);
    if (round) this.state.openRounds[key] = { ...round, openedAt: Date.now() };
    else delete this.state.openRounds[key];
    this.changed();
  }
}
