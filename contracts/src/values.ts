/**
 * The zod-free part of the contracts: constants, catalogue texts, language data and pure rules.
 * The web app imports runtime values from here on its first-load path so the schema library
 * stays in the lazy chunks that validate forms.
 */
export * from './constants.ts';
export * from './download-links.ts';
export * from './error-texts.ts';
export * from './game-types.ts';
export * from './kyc-rules.ts';
export * from './language-codes.ts';
export * from './member-rules.ts';
export * from './money.ts';
export * from './video.ts';
