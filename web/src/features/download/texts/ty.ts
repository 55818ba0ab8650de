/** The `download` text namespace in Filipino (TY): missing keys fall back to English. */
import type { TranslationOf } from '../../../i18n/index.ts';
import type english from './en.ts';

const texts: TranslationOf<typeof english> = {
  download: {
    region: 'I-download ang app',
    open: 'Mga opsyon sa pag-download',
    download: 'I-download',
    close: 'Isara',
    rating: 'Na-rate na 5.0 sa 5',
    bonus: 'Bonus sa pag-download ng app',
    defaultDescription: 'Kunin ang app para sa mas mabilis na paglalaro.',
    title: 'I-download ang app',
    addToHome: 'Idagdag sa home screen',
    android: 'Android app',
    iosProfile: 'iOS profile',
    ios: 'iOS app',
    useSafari: 'Pakigamit ang Safari para i-download ang App.',
    guideTitle: 'Idagdag sa home screen',
    guideStep1: 'I-tap ang Share button sa toolbar ng Safari.',
    guideStep2: 'Piliin ang "Add to Home Screen".',
    guideStep3: 'I-tap ang "Add": bubuksan ang app mula sa iyong home screen.',
    profileGuideTitle: 'I-install ang iOS profile',
    profileStep1: 'I-tap ang "Allow" para i-download ang profile.',
    profileStep2: 'Buksan ang Settings at i-tap ang "Profile Downloaded".',
    profileStep3: 'I-tap ang "Install", ilagay ang passcode at i-tap muli ang "Install".',
    profileStep4: 'Lalabas ang icon ng app sa iyong home screen.',
    profileLegacyStep1: 'I-tap ang "Allow": kusang bubuksan ng Settings ang profile.',
    profileLegacyStep2: 'I-tap ang "Install" sa kanang itaas at ilagay ang passcode.',
    profileLegacyStep3: 'I-tap muli ang "Install", pagkatapos ay "Done".',
    appTitle: 'Kunin ang app',
    appAndroid: 'Android app',
    appIos: 'iOS app',
    appMore: 'Lahat ng paraan ng pag-download',
  },
};

export default texts;
