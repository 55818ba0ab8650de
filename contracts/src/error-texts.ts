// Pure values, no zod: the web app's first load imports these through @app/contracts/values.

/**
 * KYC refusals, said the same way whether the form catches them (validation keys) or the BFF
 * or gateway does (error codes). The spec words the under-21 text `birthday_limit`; the front
 * and size texts are its Filipino ones, the English ours.
 */
const KYC_TEXTS_EN = {
  birthdayLimit: 'You must be at least 21 years old to verify your identity',
  idFront: 'Please upload the front of your ID',
  imageType: 'Please choose a picture (JPEG, PNG, WebP or GIF)',
  imageTooLarge: 'The maximum picture size is 5MB',
} as const;

/**
 * The error catalogue (spec section 8). The key travels from the BFF to the client in
 * `error.data.appCode`; the client shows the text for the player's language. The English texts
 * below are the spec's own wording and the source for the web app's English resources.
 */
export const ERROR_TEXTS_EN = {
  not_logged_in: 'You are not logged in, please login first',
  session_expired: 'Your session has ended, please login again',
  non_member: 'Please login an actual account to use this function',
  no_permission:
    'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  user_not_exist: 'Sorry, the user does not exist or is disabled.',
  username_exists: 'Sorry, the username already exists.',
  mobile_exists: 'Sorry, the mobile number already exists.',
  mobile_format: 'Mobile number format is incorrect',
  account_format: 'Account format is incorrect',
  password_format: 'Password format is incorrect',
  email_format: 'E-mail format is incorrect',
  confirm_password_mismatch: 'Confirmation password not matched',
  old_password_incorrect: 'The old password is incorrect',
  /** Ours: the remembered password expired or was forgotten; the form asks for it again. */
  remembered_login_gone: 'Your saved password has expired, please enter your password.',
  referrer_link_error: 'Referrer link error',
  invalid_invitation_code: 'Invalid invitation code',
  verification_code_error: 'Verification code error',
  /** Ours: too many wrong tries of one texted code (a reset or SMS-login code): it is spent. */
  sms_code_spent: 'Too many wrong codes. This code no longer works, please ask for a new one.',
  /** The spec's text for a wrong captcha as for a wrong code (section 8): the field is named so. */
  captcha_incorrect: 'Verification code error',
  /** Ours: the login needs a captcha the player has not been shown yet. */
  captcha_required: 'Please enter the verification code shown to continue.',
  login_failed: 'Incorrect username or password',
  /** Ours: a game type the merchant does not offer (cockfighting by default). */
  game_type_disabled: 'This game category is not available.',
  /** Ours: the gateway refused a Facebook or Google sign-in (its Firebase token). */
  social_login_failed: 'We could not sign you in with that account. Please try again.',
  /** Ours: the gateway wants an SMS code for a login from a new address. */
  login_verify_required: 'For your security, enter the code sent to your mobile number.',
  unknown: 'Unknown error',
  url_empty: 'The requested url is empty',
  system_upgrading: 'System upgrading, please try again later.',
  access_restricted: 'Access restricted',
  system_maintenance: 'System maintenance',
  feature_unavailable: 'The feature is under maintenance',
  popup_blocked: 'Popup blocked. Please allow popups and try again.',
  loading_failed: 'Loading failed, click to retry',
  network_slow: 'The page took longer time to load, please check your network connectivity',
  network_offline: 'You are offline, please check your network connection',
  service_unavailable: 'The service is temporarily unavailable, please try again later.',
  too_many_requests: 'Too many attempts, please wait a moment and try again.',
  invalid_input: 'Please check the information you entered.',
  non_member_login: 'Non-member account unable to login',
  non_agent_login: 'Non-agents cannot log in',
  free_reject: 'Please login an actual account to use this function',
  game_not_finished: 'The previous game has not finished yet, please try again later.',
  free_play_unsupported: 'This game does not support free play.',
  /**
   * Ours: free play answered a trial value of 0 (spec section 4 "Trial play": no trial account to
   * give; the spec names no text for it).
   */
  free_play_unavailable: 'Free play is not available on this site right now.',
  /** KYC refusals (spec sections 5 and 8); the gateway's keys are ours (decision 011). */
  birthday_limit: KYC_TEXTS_EN.birthdayLimit,
  id_front_required: KYC_TEXTS_EN.idFront,
  image_invalid: KYC_TEXTS_EN.imageType,
  image_too_large: KYC_TEXTS_EN.imageTooLarge,
  /** Money refusals (issue 13); the gateway's keys are the sandbox's (its README). */
  balance_insufficient: 'Insufficient balance',
  amount_out_of_range: 'The amount is outside the allowed limits.',
  payment_password_incorrect: 'The withdrawal password is incorrect',
  payment_password_required: 'Please set a withdrawal password first.',
  /** Ours: too many wrong withdrawal passwords; `retryAfterSeconds` says when to try again. */
  payment_password_locked: 'Too many wrong withdrawal passwords. Withdrawals are paused for now.',
  card_exists: 'This account is already bound.',
  card_limit: 'You cannot bind more accounts.',
  card_not_found: 'Please choose a bound account.',
  bank_not_supported: 'This payment method is not available.',
  promo_invalid: 'This promotion does not apply to this deposit.',
  deposit_not_allowed: 'Deposits are not available for this account at the moment.',
  withdraw_not_allowed: 'Withdrawals are not available for this account at the moment.',
  /** Ours: the same submission is still being handled (a double tap); nothing moved twice. */
  request_in_progress: 'Your request is being processed, please wait.',
  security_question_exists: 'Your security question is already set.',
  payee_name_exists: 'The payee name is already set. Please contact customer service to change it.',
  /** Promotions (issue 14). */
  promotion_unavailable: 'This promotion is not open for that right now.',
  promotion_not_claimable: 'There is no reward to claim for this promotion yet.',
  already_signed_in: 'You have already signed in today.',
  /** Spec section 8: the reward centre without REWCEN3 (an info toast, 2 s). */
  contact_service: 'This feature is not open for your account. Please contact customer service.',
  /** Rewards (issue 14): already claimed, expired or not the member's; no spins left. */
  reward_not_claimable: 'This reward can no longer be claimed.',
  no_spins: 'You have no spins left.',
  /** Ours (issue 25): the session store is away; reads go on, this write waits for it. */
  try_again_shortly: 'We could not do that just now. Please try again in a moment.',
  /** Ours (issue 25): this server is receiving as many uploads as it takes at once. */
  uploads_busy: 'Many pictures are being uploaded right now. Please try again in a moment.',
  /** The agents' side (issue 26); the gateway's keys are the sandbox's (AGENT_GATEWAY_ERRORS). */
  not_downline: 'This member is not in your team.',
  rebate_out_of_range: 'The rebate is outside the allowed range for this product.',
  affiliate_link_limit: 'You cannot create more referral links. Please delete one first.',
  affiliate_link_not_found: 'This referral link no longer exists.',
  contract_request_gone: 'This contract request is no longer waiting for your answer.',
  dividend_not_payable: 'There is no dividend to pay out yet.',
  /** Ours (issue 30): the player's own break; the screen shows when it ends (`breakUntil`). */
  on_break:
    'You are taking a break from play. Games and deposits open again when it ends; withdrawals and your records stay open.',
  /** Ours (issue 30): a hosted game that is no longer kept (a day-old link, another player's). */
  game_ended: 'This game session has ended. Open the game again from its list.',
} as const;

export type AppErrorCode = keyof typeof ERROR_TEXTS_EN;

/**
 * Validation messages: zod schemas in this package use these keys as their `message`, so the
 * BFF and the client report the same key and the client translates it.
 */
export const VALIDATION_TEXTS_EN = {
  'validation.required': 'This field is required',
  'validation.username': 'Account format is incorrect',
  'validation.password': 'Password format is incorrect',
  'validation.captcha': 'Please enter the verification code shown (up to 6 digits)',
  'validation.captchaRequired': 'Please enter the verification code',
  'validation.terms': 'Please confirm you are at least 21 years old and accept the terms',
  'validation.language': 'Unsupported language',
  'validation.mobile': 'Please enter a valid mobile number (digits only, up to 20)',
  'validation.dialingCode': 'Please choose a country code',
  'validation.smsCode': 'Please enter the SMS code (digits only)',
  'validation.confirmPassword': 'Confirmation password not matched',
  /** The spec's words for an empty confirmation: on registration, and on change password. */
  'validation.confirmEmpty': 'incorrect password',
  'validation.passwordRequired': 'Enter password',
  'validation.email': 'E-mail format is incorrect',
  'validation.affiliateCode': 'Invalid invitation code',
  'validation.samePassword': 'The new password and the old password cannot be the same',
  'validation.invalid': 'Please check the information you entered.',
  'validation.tooLong': 'This entry is too long',
  'validation.amount': 'Please enter an amount, with at most two decimals',
  'validation.sameWallet': 'Please choose two different wallets',
  'validation.accountNo': 'Please enter the account number (6 to 20 digits)',
  'validation.paymentPassword': 'The withdrawal password is 6 digits',
  'validation.securityAnswer': 'Please enter an answer of 2 to 60 characters',
  'validation.nickname': 'Please enter a nickname of 2 to 20 characters',
  'validation.payeeName': 'Please enter the name on your bank account (letters only)',
  /** A registration field the server's rule refuses (spec section 5). */
  'validation.nicknameFormat': 'Nickname format is incorrect',
  'validation.payeeNameFormat': 'Real name format is incorrect',
  'validation.idNumber': 'ID number format is incorrect',
  'validation.recommenderId': 'Referrer ID format is incorrect',
  'validation.paymentPasswordFormat': 'Payment password format is incorrect',
  'validation.socialId': 'Account ID format is incorrect',
  'validation.amountRange': 'The amount is outside the allowed limits',
  'validation.amountBalance': 'The amount is more than your balance',
  /** The rebate form's own check says what the gateway's refusal says (issue 26). */
  'validation.rebateRange': ERROR_TEXTS_EN.rebate_out_of_range,
  /** The spec's limit text of the feedback ("between {0} and {1}"), its numbers written in. */
  'validation.feedbackLength': 'Please enter between 1 and 140 characters',
  /** Spec section 5: an activity comment up to 140, pictures png or jpg, at most 3. */
  'validation.commentTooLong': 'Please write at most 140 characters',
  'validation.imagePngJpg': 'Please choose a PNG or JPG picture',
  'validation.tooManyImages': 'Please choose at most 3 pictures',
  'validation.birthday': 'Please enter a valid date of birth',
  /** The spec's `birthday_limit`: the form sends nothing for a player under 21. */
  'validation.birthdayLimit': KYC_TEXTS_EN.birthdayLimit,
  'validation.idFront': KYC_TEXTS_EN.idFront,
  'validation.imageType': KYC_TEXTS_EN.imageType,
  'validation.imageTooLarge': KYC_TEXTS_EN.imageTooLarge,
} as const;

export type ValidationKey = keyof typeof VALIDATION_TEXTS_EN;
