/** The `lottery` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  home: 'Bumalik sa home',
  close: 'Isara ang lottery',
  frameTitle: 'Laro ng lottery',
  opening: 'Binubuksan ang lottery…',
  badLink: 'Kulang ang link ng lottery na ito. Pumili ng lottery sa listahan.',
  toList: 'Listahan ng lottery',
  sections: {
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
  },
  empty: 'Walang laro ng lottery sa ngayon.',
};

export default texts;
