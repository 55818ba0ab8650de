import { DEFAULT_LANGUAGE, type LanguageCode } from '@app/contracts';
import type { Context } from '../trpc/context.ts';

/** The language of a call: the input's, else the session's, else the site default. */
export async function resolveLanguage(
  ctx: Pick<Context, 'session'>,
  input: { language?: LanguageCode | undefined } | undefined,
): Promise<LanguageCode> {
  if (input?.language) return input.language;
  // The language is a preference: with the session store down, the default serves.
  const session = await ctx.session.load().catch(() => null);
  return session?.language ?? DEFAULT_LANGUAGE;
}
