/** The `validation` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  required: 'Kinakailangan ang field na ito',
  username: 'Mali ang format ng account',
  password: 'Mali ang format ng password',
  captcha: 'Ilagay ang verification code na ipinapakita (hanggang 6 na numero)',
  captchaRequired: 'Ilagay ang verification code',
  terms: 'Kumpirmahin na ikaw ay 21 taong gulang pataas at tanggapin ang mga tuntunin',
  language: 'Hindi suportadong wika',
  mobile: 'Maglagay ng wastong mobile number (mga numero lamang, hanggang 20)',
  dialingCode: 'Pumili ng country code',
  smsCode: 'Ilagay ang SMS code (mga numero lamang)',
  confirmPassword: 'Hindi tugma ang kumpirmasyon ng password',
  confirmEmpty: 'maling password',
  passwordRequired: 'Ilagay ang password',
  email: 'Mali ang format ng e-mail',
  affiliateCode: 'Hindi wastong invitation code',
  samePassword: 'Hindi maaaring pareho ang bagong password at ang lumang password',
  invalid: 'Pakisuri ang impormasyong inilagay mo.',
  tooLong: 'Masyadong mahaba ang nailagay',
  amount: 'Maglagay ng halaga, na may hanggang dalawang decimal',
  sameWallet: 'Pumili ng dalawang magkaibang wallet',
  accountNo: 'Ilagay ang account number (6 hanggang 20 numero)',
  paymentPassword: '6 na numero ang withdrawal password',
  securityAnswer: 'Maglagay ng sagot na may 2 hanggang 60 na titik',
  nickname: 'Maglagay ng palayaw na may 2 hanggang 20 na titik',
  payeeName: 'Ilagay ang pangalan sa iyong bank account (mga letra lamang)',
  amountRange: 'Labas sa pinapayagang limitasyon ang halaga',
  amountBalance: 'Mas malaki ang halaga kaysa sa iyong balanse',
  feedbackLength: 'Maglagay ng 1 hanggang 140 na titik',
  commentTooLong: 'Sumulat ng hanggang 140 na titik lamang',
  imagePngJpg: 'Pumili ng larawang PNG o JPG',
  tooManyImages: 'Pumili ng hanggang 3 larawan lamang',
  birthday: 'Maglagay ng wastong petsa ng kapanganakan',
  birthdayLimit:
    'Dapat ay 21 taong gulang ka na o higit pa upang ma-verify ang iyong pagkakakilanlan',
  idFront: 'Mangyaring i-upload ang harap ng iyong ID',
  imageType: 'Pumili ng larawan (JPEG, PNG, WebP o GIF)',
  imageTooLarge: 'Ang maximum na laki ng larawan ay 5MB',
  rebateRange: 'Labas sa pinapayagang saklaw ang rebate para sa produktong ito.',
};

export default texts;
