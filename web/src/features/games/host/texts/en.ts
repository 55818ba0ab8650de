/** The `host` text namespace in English: the game host's bar (issue 30) and its states. */

const texts = {
  leave: 'Leave the game',
  game: 'Game',
  frameTitle: 'Game: {{name}}',
  opening: 'Opening the game…',
  timePlayed: 'Time played',
  balance: 'Balance',
  refreshBalance: 'Balance {{amount}}, tap to refresh',
  deposit: 'Deposit',
  home: 'Back to home',
  badLink: 'This game link is not complete. Open the game from its list.',
  check: {
    title: 'Reality check',
    question: 'You have been playing for a while. Take a moment: do you want to go on?',
    reading: 'Reading your session…',
    net: 'Won or lost since the game opened',
    netUnknown: 'Not known right now',
    keepPlaying: 'Keep playing',
    history: 'View history',
    takeBreak: 'Take a break',
  },
};

export default texts;
