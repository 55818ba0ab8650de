/** The `validation` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  required: 'Kinakailangan ang field na ito',
  mobile: 'Maglagay ng wastong mobile number (mga numero lamang, hanggang 20)',
  dialingCode: 'Pumili ng country code',
  smsCode: 'Ilagay ang SMS code (mga numero lamang)',
  confirmPassword: 'Hindi tugma ang kumpirmasyon ng password',
  email: 'Mali ang format ng e-mail',
  affiliateCode: 'Hindi wastong invitation code',
  samePassword: 'Hindi maaaring pareho ang bagong password at ang lumang password',
  tooLong: 'Masyadong mahaba ang nailagay',
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
  invalid: 'Pakisuri ang impormasyong inilagay mo.',
  rebateRange: 'Labas sa pinapayagang saklaw ang rebate para sa produktong ito.',
};

export default texts;
