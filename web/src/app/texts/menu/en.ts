/** The `menu` text namespace in English: the side menu, its language picker and social links (a chunk loaded with the menu). */

const texts = {
  side: {
    label: 'Menu',
    close: 'Close',
    home: 'Home',
    favourites: 'Favourites',
    recent: 'Recent',
    hot: 'Hot',
    language: 'Language',
    lightTheme: 'Light theme',
    signOut: 'Sign out',
    categories: 'Game categories',
    promotions: 'Promotions',
    inviteFriends: 'Invite friends',
    downloadPromo: 'Download the app',
    liveChat: 'Live chat service',
    turntable: 'Lucky wheel',
    search: 'Search games',
    searchSubmit: 'Search',
    languageTitle: 'Choose a language',
  },
  social: {
    label: 'Follow us',
    FACEBOOK: 'Facebook',
    COMMUNITY: 'Community',
    TELEGRAM: 'Telegram',
    WHATSAPP: 'WhatsApp',
    INSTAGRAM: 'Instagram',
    VIBER: 'Viber',
    TIKTOK: 'TikTok',
  },
};

export default texts;
