/** The `home` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  home: {
    heading: 'Home',
    degraded:
      'Pansamantalang hindi available ang ilang serbisyo, kaya maaaring hindi lumabas ang detalye ng iyong account. Naka-sign in ka pa rin at walang nawala; pakisubukang muli mamaya.',
    wait: 'Mangyaring maghintay…',
    welcomeTitle: 'Maligayang pagdating',
    welcomeText: 'Slots, live casino, pangingisda, palakasan at loterya sa iisang lugar.',
    welcomeGuest: 'Mag-log in o magparehistro para makapaglaro.',
    banners: 'Mga promosyon',
    liveBanners: 'Mga promosyon ng live casino',
    tabsLabel: 'Mga kategorya ng laro',
    tabAll: 'Lahat',
    favEmpty: 'Wala ka pang paborito.',
    noGames: 'Walang nahanap na laro.',
    results: 'Mga resulta para sa "{{query}}"',
    customerService: 'Serbisyo sa customer',
    footer: {
      vendors: 'Mga provider ng laro',
      payments: 'Mga katuwang sa pagbabayad',
      certified: 'Sertipikadong institusyon',
      regulators: 'Lisensya at sertipikasyon',
      safePayment: 'Ligtas na pagbabayad',
      support: 'Suporta 24/7',
      mobile: 'Angkop sa mobile',
      odds: 'Pinakamataas na odds',
      copyright: '© {{year}} {{name}}. Nakalaan ang lahat ng karapatan. Para sa edad 21 pataas.',
    },
  },
};

export default texts;
