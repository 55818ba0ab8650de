/**
 * The `routes` text namespace in English: the texts every route shares (the placeholder, a feature
 * that is off). Its `titles` are gathered from each domain's `texts/titles/` (app/texts.ts).
 */

const texts = {
  placeholder: {
    text: 'This page is coming soon.',
    home: 'Go to home',
  },
  featureOff: {
    text: 'This promotion or feature is not available right now. Please check back later.',
    home: 'Back to home',
  },
};

export default texts;
