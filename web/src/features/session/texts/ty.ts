/** The `session` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  login: {
    title: 'Mag-log in',
    close: 'Isara',
    password: 'Password',
    showPassword: 'Ipakita ang password',
    hidePassword: 'Itago ang password',
    captchaImage: 'Larawan ng verification code',
    refreshCaptcha: 'I-refresh ang verification code',
    terms: 'Ako ay higit 21 taong gulang at sumasang-ayon sa Mga Tuntunin at Kundisyon',
    termsLink: 'Mga Tuntunin at Kundisyon',
    submit: 'Mag-log in',
    forgot: 'Nakalimutan ang password?',
    noAccount: 'Wala pang account?',
    register: 'Magparehistro',
    customerService: 'Serbisyo sa customer',
    tabUsername: 'Username',
    tabMobile: 'Numero ng mobile',
    dialingCode: 'Code ng bansa',
    mobile: 'Numero ng mobile',
    smsCode: 'SMS code',
    sendCode: 'Ipadala ang code',
    sendingCode: 'Ipinapadala…',
    resendIn: 'Ipadala muli sa {{seconds}} s',
    smsSending: 'Ipinapadala ang SMS…',
    smsSent: 'Naipadala na ang SMS',
    verifyTitle: 'I-verify ang pag-login na ito',
    verifyText: 'Para sa iyong seguridad, ilagay ang code na ipinadala namin sa {{mobile}}.',
    verifyTextNoNumber:
      'Para sa iyong seguridad, ilagay ang code na ipinadala namin sa iyong mobile number.',
    verify: 'I-verify',
    verifyBack: 'Bumalik',
    remember: 'Tandaan ang password',
    savedPassword: 'Naka-save na password',
  },
  forget: {
    title: 'Nakalimutan ang password',
    back: 'Bumalik sa pag-login',
    intro:
      'Ilagay ang mobile number ng iyong account. Magpapadala kami ng code para makapagtakda ng bagong password.',
    submit: 'Itakda ang bagong password',
    done: 'Na-reset na ang iyong password. Mag-login ka na.',
    toLogin: 'Naalala mo na? Mag-login',
  },
  changePassword: {
    title: 'Palitan ang password',
    back: 'Bumalik',
    old: 'Lumang password',
    new: 'Bagong password',
    confirm: 'Kumpirmahin ang bagong password',
    submit: 'Palitan ang password',
    done: 'Napalitan na ang iyong password',
    savedOld: 'Ang naka-save mong password ang gagamitin bilang lumang password.',
    ok: 'OK',
  },
};

export default texts;
