/** The `common` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  app: {
    loading: 'Naglo-load…',
    retry: 'Nabigo ang pag-load, i-click para subukang muli',
  },
  header: {
    account: 'Account',
    back: 'Bumalik',
    logo: 'Home',
    greeting: 'Hi, {{name}}',
    memberCentre: 'Sentro ng miyembro',
    login: 'Mag-log in',
    register: 'Magparehistro',
    logout: 'Mag-log out',
    freePlay: 'Libreng laro',
    customerService: 'Serbisyo sa customer',
    deposit: 'Magdeposito',
  },
  footer: {
    label: 'Pangunahing menu',
    menu: 'Menu',
    home: 'Home',
    rng: 'RNG',
    deposit: 'Deposito/Promo',
    promotion: 'Promosyon',
  },
  trialPrompt: {
    text: 'Naglalaro ka ng libreng trial. Magparehistro ng totoong account para magamit ang sentro ng miyembro.',
    register: 'Magparehistro ngayon',
  },
  logout: {
    title: 'Mag-log out',
    question: 'Sigurado ka bang gusto mong mag-log out?',
    confirm: 'Kumpirmahin',
    cancel: 'Kanselahin',
  },
  terms: {
    title: 'Maligayang pagdating',
    intro: 'Bago magpatuloy, pakikumpirma na totoo sa iyo ang lahat ng sumusunod:',
    age: 'Ako ay hindi bababa sa 21 taong gulang.',
    official: 'Hindi ako opisyal ng gobyerno, o miyembro ng sandatahang lakas o ng pulisya.',
    restricted: 'Wala ako sa pambansang listahan ng mga pinaghihigpitang tao.',
    licence: 'Wala akong lisensya sa paglalaro at hindi ako empleyado ng may lisensya.',
    publicPlaces: 'Hindi ako maglalaro sa mga pampublikong lugar.',
    forfeiture:
      'Ang mga panalo at pondo ng mga manlalarong hindi kwalipikado ayon sa mga tuntuning ito ay kukumpiskahin.',
    help: 'Basahin ang buong Mga Tuntunin at Kundisyon',
    agree: 'Sumasang-ayon',
  },
  topBar: {
    balance: 'Balanse',
    logInForBalance: 'Mag-log in para makita ang iyong balanse',
    hideBalance: 'Ipakita o itago ang balanse',
  },
  gameTypes: {
    RNG: 'Slots',
    FISH: 'Pangingisda',
    LIVE: 'Live Casino',
    PVP: 'Poker',
    SPORTS: 'Palakasan',
    ESPORTS: 'E-sports',
    COCKFIGHT: 'Sabong',
    LOTT: 'Loterya',
    ELOTT: 'E-loterya',
    BGS: 'Mga board game',
    HOT: 'Sikat',
  },
  ui: {
    previousPage: 'Nakaraan',
    nextPage: 'Susunod',
    pageOf: 'Pahina {{page}} ng {{total}}',
    previous: 'Nakaraang slide',
    next: 'Susunod na slide',
    slidePosition: '{{index}} sa {{count}}',
    slideName: 'Slide {{index}} sa {{count}}',
    viewAll: 'Tingnan lahat',
    close: 'Isara',
    strength: {
      weak: 'Lakas ng password: mahina',
      medium: 'Lakas ng password: katamtaman',
      strong: 'Lakas ng password: malakas',
    },
  },
  errors: {
    loading_failed: 'Nabigo ang pag-load, i-click para subukang muli',
    network_offline: 'Offline ka, pakisuri ang iyong koneksyon sa network',
    service_unavailable: 'Pansamantalang hindi available ang serbisyo, pakisubukang muli mamaya.',
    network_slow: 'Natagalan ang pag-load ng page, pakisuri ang iyong koneksyon sa network',
    session_expired: 'Natapos na ang iyong session, mag-login muli',
    not_logged_in: 'Hindi ka naka-login, mag-login muna',
    too_many_requests: 'Masyadong maraming pagsubok, maghintay sandali at subukang muli.',
    unknown: 'Hindi kilalang error',
    retryAfter_one: 'Maghintay ng {{count}} segundo.',
    retryAfter_other: 'Maghintay ng {{count}} segundo.',
    retryAfterMinutes_one: 'Maghintay ng {{count}} minuto.',
    retryAfterMinutes_other: 'Maghintay ng {{count}} minuto.',
  },
};

export default texts;
