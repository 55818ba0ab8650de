/** The `routes` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  titles: {
    home: 'Home',
    login: 'Mag-log in',
    register: 'Magparehistro',
    changePsw: 'Palitan ang password',
    forget: 'Nakalimutan ang password',
    help: 'Sentro ng tulong',
    helpDetail: 'Sentro ng tulong',
    notice: 'Mga anunsyo',
    webEmail: 'Inbox',
    message: 'Sentro ng mensahe',
    activity: 'Mga promosyon',
    hot: 'Mga sikat na laro',
    fav: 'Mga paborito',
    recent: 'Mga kamakailang laro',
    vip: 'VIP club',
    memberHome: 'Sentro ng miyembro',
    voucherCenter: 'Deposito at mga promosyon',
    withdraw: 'Mag-withdraw',
  },
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
