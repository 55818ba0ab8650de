/** The `vip` text namespace in English: the complete key set the other languages follow. */

const texts = {
  tabs: { label: 'VIP club', overview: 'Overview', levels: 'VIP Levels', host: 'VIP Host' },
  tiers: {
    BRONZE: 'Bronze',
    SILVER: 'Silver',
    GOLD: 'Gold',
    PLATINUM: 'Platinum',
    DIAMOND: 'Diamond',
  },
  card: {
    label: 'Your VIP level',
    visitor: 'Log in to see your VIP level and how close you are to the next one.',
    login: 'Log in',
    trial: 'Register a real account to join the VIP club.',
    register: 'Register now',
    level: 'VIP {{level}} · {{tier}}',
    progress: 'Progress to VIP {{level}}',
    turnover: 'This month: {{actual}} of {{expected}} turnover to reach VIP {{level}}',
    top: 'You have reached the top level. Enjoy every privilege!',
    referral: 'Referral bonus: {{percent}}% of your friends’ turnover, every week',
    noReferral: 'Referral bonus from VIP 4',
  },
  salary: {
    title: 'VIP salary',
    intro: 'Every VIP receives a daily and a monthly salary; the higher your tier, the more.',
    tier: 'Tier',
    daily: 'Daily',
    monthly: 'Monthly',
  },
  referral: {
    title: 'VIP referral system',
    invite: 'Invite friends',
    text: 'Invite friends and earn a share of their turnover, paid every week.',
    silver: 'weekly at VIP 4 to 9',
    gold: 'weekly at VIP 10 to 20',
  },
  fund: {
    title: 'Weekly fund',
    text: 'Each week a bonus fund is shared out among the VIPs of every tier.',
  },
  wheel: {
    title: 'VIP wheel',
    text: 'Spin the VIP wheel and collect your prizes in the reward centre.',
    open: 'Go to reward centre',
  },
  levels: {
    title: 'VIP levels',
    intro: 'Levels go from VIP 0 to VIP 20, in five tiers. Your monthly turnover moves you up.',
    range: 'VIP {{min}}–{{max}}',
    withHost: 'Personal host',
    referral: '{{percent}}% referral',
  },
  host: {
    title: 'Your personal VIP host',
    text: 'From Gold (VIP {{level}}) a personal host looks after you: faster withdrawals, tailored bonuses and invitations to events. Platinum and Diamond members get priority.',
    unlocked: 'Your personal VIP host is unlocked',
    locked: 'Personal VIP host unlocks at Gold',
  },
  banners: { empty: 'Nothing to show here yet.' },
};

export default texts;
