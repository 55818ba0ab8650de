/** The `games` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  games: {
    loginFirst: 'Hindi ka pa naka-log in, mangyaring mag-log in muna',
    saved: 'Na-save sa mga paborito',
    favourite: 'Paborito: {{name}}',
    chooseMode: 'Maglaro gamit ang totoong pera o subukan nang libre?',
    playReal: 'Totoong pera',
    playFree: 'Libreng laro',
    opening: 'Binubuksan ang laro…',
    close: 'Isara',
    playNow: 'Maglaro na',
    winners: 'Mga Pinakabagong Nanalo',
    events: 'Mga Paparating na Laban',
    vs: 'laban sa',
    betNow: 'Tumaya Na',
  },
  rows: {
    HOT: 'Mga Sikat na Laro',
    FISH: 'Pangingisda',
    RNG: 'Slots',
    LIVE: 'Live Casino',
    SPORTS: 'Palakasan',
    FAV: 'Mga Paborito',
  },
};

export default texts;
