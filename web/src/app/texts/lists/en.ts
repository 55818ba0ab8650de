/** The `lists` text namespace in English: the paged list's bar and button (PagedList). */

const texts = {
  /** The spec's 'page x / y' bar and its 'more' button ('more games' on game grids). */
  pageOf: 'Page {{page}} / {{total}}',
  more: 'More',
  moreGames: 'More games',
};

export default texts;
