/** The `games` text namespace in English: the complete key set the other languages follow. */

const texts = {
  games: {
    loginFirst: 'You are not logged in, please login first',
    saved: 'Saved to favourites',
    favourite: 'Favourite: {{name}}',
    chooseMode: 'Play with real money or try it for free?',
    playReal: 'Real money',
    playFree: 'Free play',
    opening: 'Opening the game…',
    close: 'Close',
    playNow: 'Play now',
    winners: 'Latest Winners',
    events: 'Upcoming Events',
    vs: 'vs',
    betNow: 'Bet Now',
  },
  rows: {
    HOT: 'Hot Games',
    FISH: 'Fishing',
    RNG: 'Slots',
    LIVE: 'Live Casino',
    SPORTS: 'Sports',
    FAV: 'Favourites',
  },
};

export default texts;
