// Pure values, no zod: the web app's first load imports these through @app/contracts/values.

/**
 * Language codes the site lists (spec section 2, "Language picker"): about 35 codes, of which
 * about 19 have a mapped flag. The gateway expects the upper-case code in `Language`.
 */
export const LANGUAGE_CODES = [
  'EN',
  'TY',
  'PT',
  'CN',
  'TW',
  'TH',
  'VI',
  'ID',
  'MS',
  'JA',
  'KO',
  'HI',
  'BN',
  'ES',
  'FR',
  'DE',
  'IT',
  'RU',
  'TR',
  'AR',
  'MY',
  'KM',
  'LO',
  'NE',
  'UR',
  'TA',
  'TE',
  'PL',
  'NL',
  'SV',
  'FA',
  'HE',
  'UK',
  'RO',
  'EL',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

/** Languages whose texts the product ships in full; the others fall back to English. */
export const TRANSLATED_LANGUAGES = ['EN', 'TY', 'PT'] as const satisfies readonly LanguageCode[];

/** Language code → country code of its flag (served as `{countryIconCdn}{code}.svg`). */
export const LANGUAGE_FLAGS: Partial<Record<LanguageCode, string>> = {
  EN: 'gb',
  TY: 'ph',
  PT: 'br',
  CN: 'cn',
  TW: 'tw',
  TH: 'th',
  VI: 'vn',
  ID: 'id',
  MS: 'my',
  JA: 'jp',
  KO: 'kr',
  HI: 'in',
  BN: 'bd',
  ES: 'es',
  FR: 'fr',
  DE: 'de',
  RU: 'ru',
  TR: 'tr',
  MY: 'mm',
};
