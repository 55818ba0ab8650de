/**
 * Typed wrappers over the browser storages (spec section 3, "Stored keys"). Every value is parsed
 * on read, so a stale or hand-edited entry is dropped instead of crashing the app, and every
 * access is guarded because storage can throw (private browsing, quota, disabled cookies).
 *
 * Never put a token or a password here: the upstream token lives in the BFF behind an HttpOnly
 * cookie (architecture.md "Sessions").
 */
import type { SessionInfo, SystemStatus } from '@app/contracts';
import {
  LANGUAGE_CODES,
  PREFERENCE_COOKIES,
  STORAGE_KEYS,
  SYSTEM_STATUS_SHAPE,
  type LanguageCode,
} from '@app/contracts/values';

export type Theme = 'dark' | 'light';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage unavailable: the app keeps working with in-memory state only.
  }
}

const local = (): Storage => window.localStorage;

/* Hand-written guards: the schema library stays out of the first load (lazy chunks only). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseSessionInfo(value: unknown): SessionInfo | null {
  if (!isObject(value)) return null;
  const { userName, type, merchantCode, firstTimeLogin } = value;
  if (
    typeof userName !== 'string' ||
    typeof type !== 'number' ||
    !Number.isInteger(type) ||
    typeof merchantCode !== 'string' ||
    typeof firstTimeLogin !== 'boolean'
  ) {
    return null;
  }
  return { userName, type, merchantCode, firstTimeLogin };
}

/**
 * A cached status is used only when it carries today's SYSTEM_STATUS_SHAPE: it was checked
 * against SystemStatusSchema by the BFF when it arrived, and a cache of another shape (an older
 * build's) is dropped. The schema itself stays out of the first load.
 */
function parseStatus(value: unknown): SystemStatus | undefined {
  if (!isObject(value) || value.shape !== SYSTEM_STATUS_SHAPE || !isObject(value.status)) {
    return undefined;
  }
  return value.status as SystemStatus;
}

export function toLanguageCode(raw: string | null | undefined): LanguageCode | undefined {
  const upper = raw?.toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(upper ?? '')
    ? (upper as LanguageCode)
    : undefined;
}
const session = (): Storage => window.sessionStorage;

function readJson(storage: () => Storage, key: string): unknown {
  const raw = read(storage, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/* ---------------------------------------------------------------------------------------------
 * Session info (sessionStorage.MC_SESSION_INFO): "signed in" in the UI follows it.
 * ------------------------------------------------------------------------------------------- */

const sessionListeners = new Set<() => void>();
let sessionSnapshot: { raw: string | null; value: SessionInfo | null } = { raw: null, value: null };

export function readSessionInfo(): SessionInfo | null {
  const raw = read(session, STORAGE_KEYS.sessionInfo);
  if (raw === sessionSnapshot.raw) return sessionSnapshot.value;
  let value: SessionInfo | null = null;
  if (raw !== null) {
    try {
      value = parseSessionInfo(JSON.parse(raw));
    } catch {
      value = null;
    }
  }
  // Keep a stable object per stored string so useSyncExternalStore does not loop.
  sessionSnapshot = { raw, value };
  return value;
}

export function writeSessionInfo(info: SessionInfo): void {
  // Only the four fields the UI shows, whatever else the caller's object carries.
  const parsed = parseSessionInfo(info);
  if (!parsed) throw new Error('Invalid session info');
  write(session, STORAGE_KEYS.sessionInfo, JSON.stringify(parsed));
  notifySession();
}

export function clearSessionInfo(): void {
  if (read(session, STORAGE_KEYS.sessionInfo) === null) return;
  write(session, STORAGE_KEYS.sessionInfo, null);
  write(local, STORAGE_KEYS.memberInfo, null);
  // The KYC prompt's per-session answers belong to the member who gave them.
  write(session, STORAGE_KEYS.verifyLater, null);
  write(session, STORAGE_KEYS.securityAlreadyUpLoad, null);
  notifySession();
}

export function subscribeSessionInfo(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function notifySession(): void {
  for (const listener of sessionListeners) listener();
}

/* ---------------------------------------------------------------------------------------------
 * Cached system status (localStorage.status): used at once on the next load.
 * ------------------------------------------------------------------------------------------- */

export function readCachedStatus(): SystemStatus | undefined {
  return parseStatus(readJson(local, STORAGE_KEYS.status));
}

export function writeCachedStatus(status: SystemStatus): void {
  write(local, STORAGE_KEYS.status, JSON.stringify({ shape: SYSTEM_STATUS_SHAPE, status }));
}

/* ---------------------------------------------------------------------------------------------
 * Preferences: theme and language (localStorage), terms acceptance (sessionStorage).
 * ------------------------------------------------------------------------------------------- */

/** One year: the preference cookies live as long as the stored preferences would. */
const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * A preference cookie for the server's first render (PREFERENCE_COOKIES): path /m, Lax, and no
 * expiry when `maxAgeSeconds` is omitted (it ends with the browser session).
 */
function writeCookie(name: string, value: string | null, maxAgeSeconds?: number): void {
  try {
    const lifetime =
      value === null ? '; max-age=0' : maxAgeSeconds ? `; max-age=${maxAgeSeconds}` : '';
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/m${lifetime}; samesite=lax${secure}`;
  } catch {
    // No document (a test without one) or cookies disabled: the storages still hold the value.
  }
}

function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...value] = part.trim().split('=');
      if (key === name) return decodeURIComponent(value.join('='));
    }
  } catch {
    // As above.
  }
  return null;
}

export function readTheme(): Theme {
  return read(local, STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

export function writeTheme(theme: Theme): void {
  write(local, STORAGE_KEYS.theme, theme);
  writeCookie(PREFERENCE_COOKIES.theme, theme, PREFERENCE_COOKIE_MAX_AGE_S);
}

export function readLanguage(): LanguageCode | undefined {
  return toLanguageCode(read(local, STORAGE_KEYS.language));
}

export function writeLanguage(language: LanguageCode): void {
  write(local, STORAGE_KEYS.language, language);
  writeCookie(PREFERENCE_COOKIES.language, language, PREFERENCE_COOKIE_MAX_AGE_S);
}

/**
 * Copies the stored theme and language into their cookies when they differ (a player who chose
 * them before the server rendered pages), so the next page comes rendered in them.
 */
export function syncPreferenceCookies(): void {
  const theme = read(local, STORAGE_KEYS.theme);
  if (theme && readCookie(PREFERENCE_COOKIES.theme) !== readTheme()) writeTheme(readTheme());
  const language = readLanguage();
  if (language && readCookie(PREFERENCE_COOKIES.language) !== language) writeLanguage(language);
}

/** A JSON value kept in localStorage, unparsed (the caller checks its shape), or undefined. */
export function readLocalJson(key: string): unknown {
  return readJson(local, key);
}

export function writeLocalJson(key: string, value: unknown): void {
  write(local, key, value === null ? null : JSON.stringify(value));
}

/** A flag kept in localStorage ('1'), e.g. the download bar once closed. */
export function readLocalFlag(key: string): boolean {
  return read(local, key) === '1';
}

export function writeLocalFlag(key: string): void {
  write(local, key, '1');
}

/** A flag kept for the browser session ('1'), e.g. login popups already shown. */
export function readSessionFlag(key: string): boolean {
  return read(session, key) === '1';
}

export function writeSessionFlag(key: string, on = true): void {
  write(session, key, on ? '1' : null);
}

/** Whose login popups: a visitor's (execution B) or a member's (execution A). */
export type PopupAudience = 'visitor' | 'member';

const POPUPS_SHOWN_KEYS: Record<PopupAudience, string> = {
  visitor: STORAGE_KEYS.loginPopupsShown,
  member: STORAGE_KEYS.memberLoginPopupsShown,
};

/** Whether this audience's login popups were shown (and closed) this browser session. */
export function readLoginPopupsShown(audience: PopupAudience): boolean {
  return readSessionFlag(POPUPS_SHOWN_KEYS[audience]);
}

/** Marks this audience's login popups as shown for the rest of the browser session. */
export function writeLoginPopupsShown(audience: PopupAudience): void {
  writeSessionFlag(POPUPS_SHOWN_KEYS[audience]);
}

/** Logout turns the auto-login off: the spec's `autoLogin` '0' (section 4 "Logout"). */
export function writeAutoLoginOff(): void {
  write(local, STORAGE_KEYS.autoLogin, '0');
}

/**
 * The terms agreement of this browser session: the session storage of the tab, or the session
 * cookie that lets the server render the page without the notice (either says agreed).
 */
export function readTermsAgreed(): boolean {
  return (
    read(session, STORAGE_KEYS.termsAgreed) === '1' ||
    readCookie(PREFERENCE_COOKIES.termsAgreed) === '1'
  );
}

export function writeTermsAgreed(): void {
  write(session, STORAGE_KEYS.termsAgreed, '1');
  writeCookie(PREFERENCE_COOKIES.termsAgreed, '1');
  for (const listener of termsListeners) listener();
}

const termsListeners = new Set<() => void>();

export function subscribeTermsAgreed(listener: () => void): () => void {
  termsListeners.add(listener);
  return () => termsListeners.delete(listener);
}
