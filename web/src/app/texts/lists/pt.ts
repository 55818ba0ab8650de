/** The `lists` text namespace in Portuguese (PT): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  pageOf: 'Página {{page}} / {{total}}',
  more: 'Mais',
  moreGames: 'Mais jogos',
};

export default texts;
