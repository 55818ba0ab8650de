/** The salary, dividend and hourly contracts and the contract-request alert, in English. */
const texts = {
  kinds: {
    salary: 'salary contract',
    dividend: 'dividend contract',
    hourly: 'hourly salary contract',
  },
  alert: {
    title: 'Contract offer',
    body: 'Your upline offers you a {{kind}}. Open it to accept or decline.',
    go: 'Go',
    cancel: 'Cancel',
  },
  pending: {
    title: 'Waiting for your answer',
    offeredBy: 'Offered by {{upline}} on {{date}}',
    accept: 'Accept',
    decline: 'Decline',
    accepted: 'Contract accepted',
    declined: 'Contract declined',
  },
  current: {
    title: 'Your contract',
    empty: 'No contract yet. When your upline offers you one, it shows here.',
    upline: 'Upline',
    since: 'Since',
    period: 'Settled every',
    periods: { HALF_MONTH: 'half month', MONTH: 'month' },
  },
  tiers: {
    label: 'Terms',
    level: 'Level {{level}}',
    needs: 'Team turnover from {{turnover}}, {{members}} active members',
    salary: '{{amount}} a day',
    hourly: '{{amount}} an hour',
    dividend: '{{rate}} of the net loss',
  },
  income: {
    title: 'Income',
    previous: 'Previous period',
    current: 'Current period',
    running: 'Running now',
    turnover: 'Team turnover',
    activeMembers: 'Active members',
    level: 'Level reached',
    noLevel: 'None yet',
    amount: 'Earned so far',
  },
  payout: {
    action: 'Pay out to my wallet',
    done: '{{amount}} paid into your wallet',
  },
  records: {
    title: 'Records',
    from: 'From',
    to: 'To',
    label: 'Income records',
    empty: 'No records in these dates.',
    turnover: 'Turnover {{amount}} · {{members}} active',
    status: { paid: 'Paid', payable: 'Payable', pending: 'Pending' },
  },
  history: {
    title: 'History',
    label: 'Contract decisions',
    empty: 'No decisions yet.',
    accepted: 'Accepted',
    declined: 'Declined',
    offered: 'Offered by {{upline}} on {{date}}',
    decidedOn: 'Decided on {{date}}',
    noUpline: 'your upline',
  },
};

export default texts;
