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
