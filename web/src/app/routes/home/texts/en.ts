/** The `home` text namespace in English: the complete key set the other languages follow. */

const texts = {
  home: {
    heading: 'Home',
    degraded:
      'Some services are temporarily unavailable, so your account details may not show. You are still signed in and nothing is lost; please try again in a moment.',
    wait: 'Please wait…',
    welcomeTitle: 'Welcome',
    welcomeText: 'Slots, live casino, fishing, sports and lottery in one place.',
    welcomeGuest: 'Log in or register to start playing.',
    banners: 'Promotions',
    liveBanners: 'Live casino promotions',
    tabsLabel: 'Game categories',
    tabAll: 'All',
    favEmpty: 'No favourites yet.',
    noGames: 'No games found.',
    results: 'Results for "{{query}}"',
    customerService: 'Customer service',
    footer: {
      vendors: 'Game providers',
      payments: 'Payment partners',
      certified: 'Certified institute',
      regulators: 'Licensing and certification',
      safePayment: 'Safe payment',
      support: '24/7 support',
      mobile: 'Mobile friendly',
      odds: 'Highest odds',
      copyright: '© {{year}} {{name}}. All rights reserved. For players 21 and over.',
    },
  },
};

export default texts;
