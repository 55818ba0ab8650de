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
  check: {
    title: 'Paalala sa paglalaro',
    question: 'Matagal ka nang naglalaro. Huminto muna sandali: gusto mo pa bang magpatuloy?',
    reading: 'Binabasa ang iyong session…',
    net: 'Panalo o talo mula nang buksan ang laro',
    netUnknown: 'Hindi pa malaman sa ngayon',
    keepPlaying: 'Magpatuloy sa paglalaro',
    history: 'Tingnan ang kasaysayan',
    takeBreak: 'Magpahinga',
  },
};

export default texts;
