/** The `errors` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';
import validation from '../validation/ty.ts';

const texts: TranslationOf<typeof english> = {
  retryAfter_one: 'Maghintay ng {{count}} segundo.',
  retryAfter_other: 'Maghintay ng {{count}} segundo.',
  retryAfterMinutes_one: 'Maghintay ng {{count}} minuto.',
  retryAfterMinutes_other: 'Maghintay ng {{count}} minuto.',
  captcha_required: 'Ilagay ang verification code na ipinapakita para magpatuloy.',
  login_failed: 'Mali ang username o password',
  game_type_disabled: 'Hindi available ang kategoryang ito ng laro.',
  social_login_failed: 'Hindi ka namin ma-sign in gamit ang account na iyon. Pakisubukang muli.',
  login_verify_required:
    'Para sa iyong seguridad, ilagay ang code na ipinadala sa iyong mobile number.',
  loading_failed: 'Nabigo ang pag-load, i-click para subukang muli',
  system_maintenance: 'Pagpapanatili ng sistema',
  system_upgrading: 'Ina-upgrade ang sistema, pakisubukang muli mamaya.',
  access_restricted: 'Pinaghihigpitan ang access',
  service_unavailable: 'Pansamantalang hindi available ang serbisyo, pakisubukang muli mamaya.',
  network_offline: 'Offline ka, pakisuri ang iyong koneksyon sa network',
  username_exists: 'Paumanhin, mayroon nang ganitong username.',
  mobile_exists: 'Paumanhin, nakarehistro na ang mobile number na ito.',
  mobile_format: 'Mali ang format ng mobile number',
  verification_code_error: 'Mali ang verification code',
  sms_code_spent:
    'Masyadong maraming maling code. Hindi na gumagana ang code na ito, humingi ng bago.',
  payment_password_locked:
    'Masyadong maraming maling withdrawal password. Naka-pause muna ang pag-withdraw.',
  too_many_requests: 'Masyadong maraming pagsubok, maghintay sandali at subukang muli.',
  old_password_incorrect: 'Mali ang lumang password',
  remembered_login_gone: 'Nag-expire na ang naka-save mong password, pakilagay ang iyong password.',
  invalid_invitation_code: 'Hindi wastong invitation code',
  // The KYC refusals read as the form's own (the validation namespace).
  birthday_limit: validation.birthdayLimit,
  id_front_required: validation.idFront,
  image_invalid: validation.imageType,
  image_too_large: validation.imageTooLarge,
  promotion_unavailable: 'Hindi bukas ang promosyong ito para diyan sa ngayon.',
  promotion_not_claimable: 'Wala pang gantimpalang makukuha sa promosyong ito.',
  already_signed_in: 'Naka-sign in ka na ngayong araw.',
  contact_service:
    'Hindi bukas ang feature na ito para sa iyong account. Makipag-ugnayan sa customer service.',
  reward_not_claimable: 'Hindi na makukuha ang gantimpalang ito.',
  no_spins: 'Wala ka nang natitirang spin.',
  try_again_shortly: 'Hindi namin ito magawa ngayon. Pakisubukang muli maya-maya.',
  uploads_busy: 'Maraming larawan ang ina-upload ngayon. Pakisubukang muli maya-maya.',
  not_downline: 'Wala sa iyong team ang miyembrong ito.',
  rebate_out_of_range: 'Labas sa pinapayagang saklaw ang rebate para sa produktong ito.',
  affiliate_link_limit: 'Hindi ka na makakagawa ng higit pang referral link. Magbura muna ng isa.',
  affiliate_link_not_found: 'Wala na ang referral link na ito.',
  contract_request_gone: 'Hindi na naghihintay ng iyong sagot ang kahilingang kontratang ito.',
  dividend_not_payable: 'Wala pang dibidendong maaaring bayaran.',
  balance_insufficient: 'Kulang ang balanse',
  request_in_progress: 'Pinoproseso pa ang iyong kahilingan, pakihintay.',
};

export default texts;
