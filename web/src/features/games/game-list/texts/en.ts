/** The `gameList` text namespace in English: the game lists' search, menu and empty texts. */

const texts = {
  home: 'Back to home',
  search: 'Search games',
  categories: 'Categories',
  providers: 'Providers',
  online: '{{count}} playing',
  listLabel: 'Games',
  viewAll: 'View all',
  allProviders: 'All providers',
  noProviders: 'No providers found.',
  vendorDrawer: {
    open: 'All providers',
    title: 'Game providers',
  },
  filter: {
    open: 'Filter',
    title: 'Filter games',
    close: 'Close',
    provider: 'Game provider',
    subType: 'Game type',
    minBet: 'Minimum bet',
    reset: 'Reset',
    apply: 'Apply',
    otherCategories: 'Other categories',
  },
  classify: {
    all: 'All',
    new: 'New',
    fav: 'Favourites',
    hot: 'Hot',
    recent: 'Recent',
  },
  empty: 'No games found',
  emptyFavourites: 'No favourite games yet: tap the heart on a game to keep it here.',
  emptyRecent: 'No games played yet.',
};

export default texts;
