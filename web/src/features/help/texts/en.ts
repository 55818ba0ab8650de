/** The `help` text namespace in English: the complete key set the other languages follow. */

const texts = {
  help: {
    topics: 'Help topics',
    footer: 'Help and information',
    accept: 'Accept',
    allTopics: 'All topics',
    empty: 'There are no help topics yet.',
    home: 'Go to home',
    loading: 'Loading the help topics',
    untitled: 'Topic {{number}}',
  },
  responsible: {
    adultsTitle: 'Adults only',
    adults:
      'This site is only for persons aged {{age}} and over. We may ask for proof of age at any time.',
    restrictedTitle: 'Who may not play',
    restrictedIntro: 'The following persons may not open an account or play:',
    restricted: {
      age: 'persons under {{age}} years of age;',
      officials:
        'government officials and employees, and members of the armed forces and the police;',
      list: 'persons on the national list of restricted persons;',
      licence: 'gaming licence holders and their employees.',
    },
    publicPlaces: 'Do not play in public places.',
    forfeiture: 'Winnings and funds of players who are not eligible are forfeited.',
    tipsTitle: 'Keep it fun',
    tips: {
      budget: 'Decide before you play how much money and time you will spend, and stop there.',
      losses: 'Never try to win back what you have lost.',
      breaks: 'Take regular breaks: a game you play here shows how long you have played.',
    },
    breakTitle: 'Reminders and breaks',
    break:
      'While you play a game, a reality check shows how long you have played and what you have won or lost, as often as you choose. You can also pause your account for a time you choose: during a break you cannot play games or deposit.',
    breakLink: 'Breaks and reality check',
    helpTitle: 'Need help?',
    help: 'If playing stops being fun, talk to someone you trust or to our customer service.',
    topicsLink: 'Help center',
    home: 'Go to home',
  },
};

export default texts;
