/** The `menu` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  side: {
    label: 'Menu',
    close: 'Isara',
    home: 'Home',
    favourites: 'Mga paborito',
    recent: 'Kamakailan',
    hot: 'Sikat',
    language: 'Wika',
    lightTheme: 'Maliwanag na tema',
    signOut: 'Mag-sign out',
    categories: 'Mga kategorya ng laro',
    promotions: 'Mga promosyon',
    inviteFriends: 'Mag-imbita ng kaibigan',
    downloadPromo: 'I-download ang app',
    liveChat: 'Live chat na serbisyo',
    turntable: 'Gulong ng suwerte',
    search: 'Maghanap ng laro',
    searchSubmit: 'Maghanap',
    languageTitle: 'Pumili ng wika',
  },
  social: {
    label: 'Sundan kami',
    FACEBOOK: 'Facebook',
    COMMUNITY: 'Komunidad',
    TELEGRAM: 'Telegram',
    WHATSAPP: 'WhatsApp',
    INSTAGRAM: 'Instagram',
    VIBER: 'Viber',
    TIKTOK: 'TikTok',
  },
};

export default texts;
