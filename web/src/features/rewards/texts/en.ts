/** The `rewards` text namespace in English: the complete key set the other languages follow. */

const texts = {
  center: {
    label: 'Your rewards',
    tabs: { claimable: 'To claim', history: 'Claimed' },
    claim: 'Claim',
    claimed: '{{amount}} added to your balance.',
    expires: 'Claim by {{date}}',
    claimedOn: 'Claimed on {{date}}',
    expired: 'Expired',
    status: { claimed: 'Claimed', expired: 'Expired', claimable: 'To claim' },
    noneToClaim:
      'No rewards to claim right now. Play, join promotions and spin the wheel to win more.',
    noHistory: 'Rewards you claim will show here.',
  },
  turntable: {
    title: 'Lucky turntable',
    wheel: 'Prize wheel: {{prizes}}',
    prizes: 'Prizes: {{prizes}}',
    spins_one: 'You have {{count}} spin',
    spins_other: 'You have {{count}} spins',
    spin: 'Spin',
    noSpins: 'No spins left. Deposit, play and join promotions to earn more.',
    won: 'You won {{prize}}! {{amount}} was added to your balance.',
  },
  received: {
    title: 'Received',
    turntable: 'Turntable',
    empty: 'Nothing received yet. Spin the wheel to win your first prize.',
  },
  board: {
    title: 'Leaderboard',
    caption: 'The players ranked by turnover',
    period: '{{from}} to {{to}}',
    mine: 'Your place',
    myRank: 'Your rank: #{{rank}} · {{score}}',
    unranked: 'You are not ranked yet. Play to enter the board.',
    rank: 'Rank',
    player: 'Player',
    score: 'Turnover',
    prize: 'Prize',
    empty: 'Nobody is on the board yet.',
  },
};

export default texts;
