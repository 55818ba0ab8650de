/**
 * Typed wrappers over the browser storages (spec section 3, "Stored keys"). Every value is parsed
 * on read, so a stale or hand-edited entry is dropped instead of crashing the app, and every
 * access is guarded because storage can throw (private browsing, quota, disabled cookies).
 *
 * Never put a token or a password here: the upstream token lives in the BFF behind an HttpOnly
 * cookie (architecture.md "Sessions").
 */
import {
  LanguageCodeSchema,
  SessionInfoSchema,
  STORAGE_KEYS,
  SystemStatusSchema,
  type LanguageCode,
  type SessionInfo,
  type SystemStatus,
} from '@app/contracts';

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
      const parsed = SessionInfoSchema.safeParse(JSON.parse(raw));
      value = parsed.success ? parsed.data : null;
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
  const { userName, type, merchantCode, firstTimeLogin } = SessionInfoSchema.parse(info);
  write(
    session,
    STORAGE_KEYS.sessionInfo,
    JSON.stringify({ userName, type, merchantCode, firstTimeLogin }),
  );
  notifySession();
}

export function clearSessionInfo(): void {
  if (read(session, STORAGE_KEYS.sessionInfo) === null) return;
  write(session, STORAGE_KEYS.sessionInfo, null);
  write(local, STORAGE_KEYS.memberInfo, null);
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
  const parsed = SystemStatusSchema.safeParse(readJson(local, STORAGE_KEYS.status));
  return parsed.success ? parsed.data : undefined;
}

export function writeCachedStatus(status: SystemStatus): void {
  write(local, STORAGE_KEYS.status, JSON.stringify(status));
}

/* ---------------------------------------------------------------------------------------------
 * Preferences: theme and language (localStorage), terms acceptance (sessionStorage).
 * ------------------------------------------------------------------------------------------- */

export function readTheme(): Theme {
  return read(local, STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

export function writeTheme(theme: Theme): void {
  write(local, STORAGE_KEYS.theme, theme);
}

export function readLanguage(): LanguageCode | undefined {
  const raw = read(local, STORAGE_KEYS.language);
  const parsed = LanguageCodeSchema.safeParse(raw?.toUpperCase());
  return parsed.success ? parsed.data : undefined;
}

export function writeLanguage(language: LanguageCode): void {
  write(local, STORAGE_KEYS.language, language);
}

export function readTermsAgreed(): boolean {
  return read(session, STORAGE_KEYS.termsAgreed) === '1';
}

export function writeTermsAgreed(): void {
  write(session, STORAGE_KEYS.termsAgreed, '1');
}
