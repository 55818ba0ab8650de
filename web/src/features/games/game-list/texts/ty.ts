/** The `gameList` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  home: 'Bumalik sa home',
  search: 'Maghanap ng laro',
  categories: 'Mga kategorya',
  providers: 'Mga provider',
  online: '{{count}} naglalaro',
  listLabel: 'Mga laro',
  viewAll: 'Tingnan lahat',
  allProviders: 'Lahat ng provider',
  noProviders: 'Walang nahanap na provider.',
  vendorDrawer: {
    open: 'Lahat ng provider',
    title: 'Mga provider ng laro',
  },
  filter: {
    open: 'Salain',
    title: 'Salain ang mga laro',
    close: 'Isara',
    provider: 'Provider ng laro',
    subType: 'Uri ng laro',
    minBet: 'Pinakamababang taya',
    reset: 'I-reset',
    apply: 'Ilapat',
    otherCategories: 'Iba pang kategorya',
  },
  classify: {
    all: 'Lahat',
    new: 'Bago',
    fav: 'Mga paborito',
    hot: 'Patok',
    recent: 'Kamakailan',
  },
  empty: 'Walang nahanap na laro',
  emptyFavourites: 'Wala pang paboritong laro: i-tap ang puso sa isang laro para itago ito rito.',
  emptyRecent: 'Wala pang nilarong laro.',
};

export default texts;
