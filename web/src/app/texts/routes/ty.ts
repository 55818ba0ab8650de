/** The `routes` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  placeholder: {
    text: 'Malapit nang dumating ang pahinang ito.',
    home: 'Pumunta sa Home',
  },
  featureOff: {
    text: 'Hindi available ang promosyon o feature na ito ngayon. Pakisubukang muli mamaya.',
    home: 'Bumalik sa Home',
  },
};

export default texts;
