/** The `lists` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  pageOf: 'Pahina {{page}} / {{total}}',
  more: 'Higit pa',
  moreGames: 'Higit pang laro',
};

export default texts;
