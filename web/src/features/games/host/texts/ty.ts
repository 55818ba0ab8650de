/** The `host` text namespace in Filipino (Tagalog). */

const texts = {
  leave: 'Umalis sa laro',
  game: 'Laro',
  frameTitle: 'Laro: {{name}}',
  opening: 'Binubuksan ang laro…',
  timePlayed: 'Oras ng paglalaro',
  balance: 'Balanse',
  refreshBalance: 'Balanse {{amount}}, i-tap para i-refresh',
  deposit: 'Magdeposito',
  home: 'Bumalik sa home',
  badLink: 'Hindi kumpleto ang link ng larong ito. Buksan ang laro mula sa listahan nito.',
};

export default texts;
