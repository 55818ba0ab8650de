/** The `lottery` text namespace in English: the lottery list and the lottery launch frame. */

const texts = {
  home: 'Back to home',
  close: 'Close the lottery',
  frameTitle: 'Lottery game',
  opening: 'Opening the lottery…',
  badLink: 'This lottery link is not complete. Choose a lottery from the list.',
  toList: 'Lottery list',
  sections: {
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
  },
  empty: 'No lottery games at the moment.',
};

export default texts;
