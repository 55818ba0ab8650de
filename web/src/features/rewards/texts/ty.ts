/** The `rewards` text namespace in Tagalog. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  center: {
    label: 'Ang iyong mga gantimpala',
    tabs: { claimable: 'Kukunin', history: 'Nakuha na' },
    claim: 'Kunin',
    claimed: '{{amount}} ay naidagdag sa iyong balanse.',
    expires: 'Kunin bago {{date}}',
    claimedOn: 'Nakuha noong {{date}}',
    expired: 'Nag-expire',
    status: { claimed: 'Nakuha na', expired: 'Nag-expire', claimable: 'Kukunin' },
    noneToClaim:
      'Walang gantimpalang makukuha ngayon. Maglaro, sumali sa mga promosyon at paikutin ang wheel para manalo pa.',
    noHistory: 'Dito lalabas ang mga gantimpalang makukuha mo.',
  },
  turntable: {
    title: 'Gulong ng suwerte',
    wheel: 'Gulong ng premyo: {{prizes}}',
    prizes: 'Mga premyo: {{prizes}}',
    spins_one: 'May {{count}} spin ka',
    spins_other: 'May {{count}} spin ka',
    spin: 'Paikutin',
    noSpins:
      'Wala ka nang spin. Mag-deposito, maglaro at sumali sa mga promosyon para magkaroon pa.',
    won: 'Nanalo ka ng {{prize}}! {{amount}} ay naidagdag sa iyong balanse.',
  },
  received: {
    title: 'Natanggap',
    turntable: 'Gulong ng suwerte',
    empty: 'Wala pang natatanggap. Paikutin ang wheel para sa una mong premyo.',
  },
  board: {
    title: 'Leaderboard',
    caption: 'Ang mga manlalaro ayon sa turnover',
    period: '{{from}} hanggang {{to}}',
    mine: 'Ang iyong puwesto',
    myRank: 'Ang iyong ranggo: #{{rank}} · {{score}}',
    unranked: 'Wala ka pa sa ranggo. Maglaro para makapasok sa board.',
    rank: 'Ranggo',
    player: 'Manlalaro',
    score: 'Turnover',
    prize: 'Premyo',
    empty: 'Wala pang nasa board.',
  },
};

export default texts;
