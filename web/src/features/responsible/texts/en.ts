/** The `responsible` text namespace in English: playing responsibly (issue 30), the complete key set. */

const texts = {
  break: {
    title: 'Take a break',
    intro:
      'A break closes games, the lottery and deposits for the time you choose. Withdrawals and your records stay open.',
    final: 'Once a break has started it cannot be shortened or ended early, not even by support.',
    current: 'You are on a break until {{until}}.',
    longer: 'You can make it longer:',
    choose: 'How long?',
    periods: {
      '24h': '24 hours',
      '7d': '7 days',
      '30d': '30 days',
      '6w': '6 weeks',
    },
    until: 'until {{until}}',
    alreadyLonger: 'Your break already lasts longer',
    take: 'Take a break',
    confirmTitle: 'Take a break for {{period}}?',
    confirmText:
      'Games, the lottery and deposits close until {{until}}. You cannot shorten or end the break once it has started.',
    confirm: 'Start my break',
    cancel: 'Not now',
    started: 'Your break has started. It ends on {{until}}.',
  },
  reality: {
    title: 'Reality check',
    intro:
      'While you play a game, we stop it every so often to show how long you have played and what you have won or lost since it opened.',
    every: 'Show the reality check every',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    save: 'Save',
    saved_one: 'The reality check now comes every {{count}} minute.',
    saved_other: 'The reality check now comes every {{count}} minutes.',
  },
};

export default texts;
