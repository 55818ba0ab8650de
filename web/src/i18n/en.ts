/**
 * English: the complete resource set and the shape the other languages follow. Error and
 * validation texts are built from the contracts' catalogue so they stay the spec's wording.
 */
import { ERROR_TEXTS_EN, VALIDATION_TEXTS_EN, type ValidationKey } from '@app/contracts/values';

type StripPrefix<K> = K extends `validation.${infer Rest}` ? Rest : never;

const validation = Object.fromEntries(
  Object.entries(VALIDATION_TEXTS_EN).map(([key, text]) => [
    key.replace(/^validation\./, ''),
    text,
  ]),
) as { [K in StripPrefix<ValidationKey>]: string };

export const en = {
  app: {
    name: 'Mobile Games',
    loading: 'Loading…',
    retry: ERROR_TEXTS_EN.loading_failed,
  },
  routes: {
    home: 'Home',
    login: 'Log in',
    register: 'Register',
    changePsw: 'Change password',
    forget: 'Forgot password',
    help: 'Help center',
    helpDetail: 'Help center',
    notice: 'Announcements',
    webEmail: 'Inbox',
    message: 'Message center',
    activity: 'Promotions',
    activitySignIn: 'Daily sign-in',
    providers: 'Game providers',
    lottery: 'Lottery',
    launchGame: 'Lottery',
    gameList: 'Games',
    hot: 'Hot games',
    fav: 'Favourites',
    recent: 'Recent games',
    rng: 'RNG',
    live: 'Live casino',
    pvp: 'Poker',
    fish: 'Fishing',
    sports: 'Sports',
    elott: 'E-lottery',
    game: 'Games',
    vip: 'VIP club',
    app: 'App download',
    memberHome: 'Member centre',
    voucherCenter: 'Deposit and promotions',
    withdraw: 'Withdraw',
    leaderBoard: 'Leaderboard',
    gameRecord: 'Game records',
    feedback: 'Feedback',
    rewardCenter: 'Reward centre',
    receivingCenter: 'Receiving centre',
    inviteFriends: 'Invite friends',
    agentRegister: 'Agent registration',
    getSalaryContract: 'Salary contract',
    getDevidendContract: 'Dividend contract',
    getHourContract: 'Hourly salary contract',
    startLottery: 'Lottery',
    trail: 'Free trial',
    gameCenter: 'Game center',
    slotsCenter: 'Slots center',
    lottoH5: 'Lottery',
  },
  placeholder: {
    text: 'This page is coming soon.',
  },
  header: {
    back: 'Back',
    logo: 'Home',
    greeting: 'Hi, {{name}}',
    memberCentre: 'Member centre',
    login: 'Log in',
    register: 'Register',
    logout: 'Log out',
  },
  footer: {
    label: 'Main menu',
    menu: 'Menu',
    home: 'Home',
    rng: 'RNG',
    deposit: 'Deposit/Promo',
    promotion: 'Promotion',
  },
  side: {
    label: 'Menu',
    close: 'Close',
    home: 'Home',
    favourites: 'Favourites',
    recent: 'Recent',
    hot: 'Hot',
    language: 'Language',
    lightTheme: 'Light theme',
    signOut: 'Sign out',
  },
  logout: {
    title: 'Log out',
    question: 'Are you sure you want to log out?',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  terms: {
    title: 'Welcome',
    intro: 'Before you continue, please confirm that all of the following apply to you:',
    age: 'I am at least 21 years old.',
    official: 'I am not a government official, nor a member of the armed forces or the police.',
    restricted: 'I am not on the national list of restricted persons.',
    licence: 'I do not hold a gaming licence and I am not employed by a gaming licensee.',
    publicPlaces: 'I will not play in public places.',
    forfeiture:
      'Winnings and funds of players who are not eligible under these terms are forfeited.',
    help: 'Read the full Terms and Conditions',
    agree: 'Agree',
  },
  system: {
    maintenanceTitle: ERROR_TEXTS_EN.system_maintenance,
    maintenanceText: ERROR_TEXTS_EN.system_upgrading,
    regionTitle: ERROR_TEXTS_EN.access_restricted,
    regionText: 'This service is not available in your region.',
  },
  home: {
    welcomeTitle: 'Welcome',
    welcomeText: 'Slots, live casino, fishing, sports and lottery in one place.',
    welcomeGuest: 'Log in or register to start playing.',
  },
  marquee: {
    label: 'Announcements',
    empty: 'No announcements',
  },
  login: {
    title: 'Log in',
    close: 'Close',
    tabUsername: 'Username',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    captcha: 'Verification code',
    captchaImage: 'Verification code image',
    refreshCaptcha: 'Refresh verification code',
    terms: 'I am over 21 years old and agree to the Terms and Conditions',
    termsLink: 'Terms and Conditions',
    submit: 'Log in',
    forgot: 'Forgot password?',
    noAccount: 'No account yet?',
    register: 'Register',
    customerService: 'Customer service',
  },
  errors: {
    ...ERROR_TEXTS_EN,
    retryAfter_one: 'Please wait {{count}} second.',
    retryAfter_other: 'Please wait {{count}} seconds.',
  },
  validation,
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : string };
/** Shape of a translation: any subset of the English keys (the rest falls back to English). */
export type Translation = DeepPartial<typeof en>;
