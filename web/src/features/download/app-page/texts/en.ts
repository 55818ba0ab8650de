/** The `appPage` text namespace in English: the complete key set the other languages follow. */

const texts = {
  app: {
    back: 'Back',
    home: 'Go to home',
    name: 'Our app',
    entries: 'Downloads for this device',
    get: 'Download',
    installed: 'You are using the installed app already: nothing more to download.',
    none: 'No download is available for this device right now.',
    homeScreenText: 'Open the site from your home screen like an app, without a download.',
    androidText: 'The app for Android phones and tablets.',
    profileText: 'Installs the app on iPhone and iPad through a configuration profile.',
    iosText: 'The app for iPhone and iPad.',
  },
};

export default texts;
