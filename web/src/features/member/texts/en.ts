/** The `member` text namespace in English: the member pages (feedback first, issue 13). */

const texts = {
  centre: {
    identity: 'Your account',
    vip: 'VIP {{label}}',
    balance: 'Balance',
    quickDeposit: 'Deposit',
    wallets: 'Wallets',
    from: 'From',
    to: 'To',
    amount: 'Amount',
    transfer: 'Transfer',
    transferred: 'The transfer is done.',
    pages: 'Member pages',
  },
  settings: {
    title: 'Account settings',
    nickname: 'Nickname',
    email: 'E-mail',
    payeeName: 'Payee name',
    kyc: 'Identity verification',
    kycStates: {
      verified: 'Verified',
      pending: 'Under review',
      rejected: 'Rejected: please verify again',
      unverified: 'Not verified',
    },
    verify: 'Verify now',
    notSet: 'Not set',
    change: 'Change',
    bind: 'Add',
    set: 'Set',
    save: 'Save',
    close: 'Close',
    saved: 'Saved.',
    payeeOnce:
      'The name on your bank accounts. Withdrawals go only to accounts in this name, and it can be set once.',
    securityQuestion: 'Security question',
    questionSet: 'Set',
    question: 'Question',
    answer: 'Your answer',
    questionOnce:
      'Customer service may ask it to confirm it is you. Choose an answer only you know; it can be set once.',
    avatar: 'Profile icon',
    avatarN: 'Icon {{n}}',
  },
  feedback: {
    intro: 'Tell us what went well or what we can do better. We read every message.',
    topic: 'What is it about?',
    topics: {
      deposit: 'Deposit',
      withdrawal: 'Withdrawal',
      games: 'Games',
      account: 'Account',
      suggestion: 'Suggestion',
      other: 'Other',
    },
    content: 'Your feedback (up to {{max}} characters)',
    count: '{{count}} / {{max}}',
    send: 'Send feedback',
    sent: 'Thank you! Your feedback was sent.',
  },
};

export default texts;
