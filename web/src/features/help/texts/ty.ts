/** The `help` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  help: {
    topics: 'Mga paksa ng tulong',
    footer: 'Tulong at impormasyon',
    accept: 'Tanggapin',
    allTopics: 'Lahat ng paksa',
    empty: 'Wala pang mga paksa ng tulong.',
    home: 'Pumunta sa home',
    loading: 'Nilo-load ang mga paksa ng tulong',
    untitled: 'Paksa {{number}}',
  },
};

export default texts;
