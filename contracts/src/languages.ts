import { z } from 'zod';
import { LANGUAGE_CODES } from './language-codes.ts';

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES, { message: 'validation.language' });

/** Input of the queries that depend on the language: optional, the session's is the default. */
export const LanguageInputSchema = z.object({ language: LanguageCodeSchema.optional() }).optional();
