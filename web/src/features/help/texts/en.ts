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
};

export default texts;
