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
};

export default texts;
