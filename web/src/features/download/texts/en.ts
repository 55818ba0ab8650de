/** The `download` text namespace in English: the complete key set the other languages follow. */

const texts = {
  download: {
    region: 'Download app',
    open: 'Download options',
    download: 'Download',
    close: 'Close',
    rating: 'Rated 5.0 out of 5',
    bonus: 'App download bonus',
    defaultDescription: 'Get the app for faster play.',
    title: 'Download the app',
    addToHome: 'Add to home screen',
    android: 'Android app',
    iosProfile: 'iOS profile',
    ios: 'iOS app',
    useSafari: 'Please use Safari for download App.',
    guideTitle: 'Add to home screen',
    guideStep1: 'Tap the Share button in the Safari toolbar.',
    guideStep2: 'Choose "Add to Home Screen".',
    guideStep3: 'Tap "Add": the app opens from your home screen.',
    profileGuideTitle: 'Install the iOS profile',
    profileStep1: 'Tap "Allow" to download the profile.',
    profileStep2: 'Open Settings and tap "Profile Downloaded".',
    profileStep3: 'Tap "Install", enter your passcode and tap "Install" again.',
    profileStep4: 'The app icon appears on your home screen.',
    profileLegacyStep1: 'Tap "Allow": Settings opens the profile by itself.',
    profileLegacyStep2: 'Tap "Install" at the top right and enter your passcode.',
    profileLegacyStep3: 'Tap "Install" again, then "Done".',
    appTitle: 'Get the app',
    appAndroid: 'Android app',
    appIos: 'iOS app',
    appMore: 'All download options',
  },
};

export default texts;
