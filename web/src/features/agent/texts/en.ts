/** The agents' side in English (invite friends). */
const texts = {
  invite: {
    intro: 'Invite your friends: every week you earn a share of what they play.',
    link: 'Your referral link',
    code: 'Your invitation code',
    copy: 'Copy link',
    copyCode: 'Copy code',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the text and copy it',
    share: 'Share',
    shareTitle: 'Join me',
    shareText: 'Register with my invitation code {{code}}',
    qr: 'QR code of your referral link',
    yourShare: 'At VIP {{level}} you earn {{percent}} of your friends’ turnover',
    noShareYet: 'At VIP {{level}} you earn nothing yet: your share starts at VIP 4',
    earnTitle: 'What you earn',
    earnRow: 'VIP {{min}}–{{max}}: {{percent}} of your friends’ turnover, every week',
    friendTitle: 'What your friend gets',
    friendText: 'Your friend registers with your code and plays with all the member’s benefits.',
    visitor: 'Log in or register to get your own referral link.',
    login: 'Log in',
    register: 'Register',
  },
};

export default texts;
