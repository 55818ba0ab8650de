/** The `session` text namespace in English: the complete key set the other languages follow. */

const texts = {
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
    tabMobile: 'Mobile number',
    dialingCode: 'Country code',
    mobile: 'Mobile number',
    smsCode: 'SMS code',
    sendCode: 'Send code',
    sendingCode: 'Sending…',
    resendIn: 'Resend in {{seconds}} s',
    smsSending: 'SMS sending…',
    smsSent: 'SMS sent',
  },
  changePassword: {
    title: 'Change password',
    back: 'Back',
    old: 'Old password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    done: 'Your password has been changed',
    ok: 'OK',
  },
};

export default texts;
