/**
 * The player's language, decided in one place: the language the call chose (a procedure's input,
 * a handle's binding), else the session's, else the site default (`DEFAULT_LANGUAGE`).
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@app/contracts';
import type { SessionData } from '../session/session-store.ts';

type LanguageSession = Pick<SessionData, 'language'>;

/** The rule itself, for a caller that already holds the session (or knows there is none). */
export function languageOf(
  chosen: LanguageCode | undefined,
  session: LanguageSession | null | undefined,
): LanguageCode {
  return chosen ?? session?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The rule for a caller that reads the session only when nothing was chosen. The language is a
 * preference: with the session store down, the default serves.
 */
export async function resolveLanguage(
  chosen: LanguageCode | undefined,
  loadSession: () => Promise<LanguageSession | null>,
): Promise<LanguageCode> {
  if (chosen) return chosen;
  return languageOf(undefined, await loadSession().catch(() => null));
}
