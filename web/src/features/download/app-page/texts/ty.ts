/** The `appPage` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  app: {
    back: 'Bumalik',
    home: 'Pumunta sa home',
    name: 'Ang aming app',
    entries: 'Mga download para sa device na ito',
    get: 'I-download',
    installed: 'Ginagamit mo na ang naka-install na app: wala nang kailangang i-download.',
    none: 'Walang available na download para sa device na ito sa ngayon.',
    homeScreenText:
      'Buksan ang site mula sa iyong home screen na parang app, nang walang download.',
    androidText: 'Ang app para sa mga Android phone at tablet.',
    profileText: 'Ini-install ang app sa iPhone at iPad gamit ang configuration profile.',
    iosText: 'Ang app para sa iPhone at iPad.',
  },
};

export default texts;
