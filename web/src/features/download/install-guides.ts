/**
 * The install guides' steps (spec section 2 "Download and install"): adding the site to the home
 * screen (iOS Safari), and installing the iOS profile, whose steps differ on iOS 12.4 or older.
 * Shared by the download popup (a dialog per guide) and the app page (the steps on the page).
 */
export type Guide = 'homeScreen' | 'profile' | 'profileLegacy';

export const GUIDE_STEPS: Record<Guide, readonly string[]> = {
  homeScreen: ['download.guideStep1', 'download.guideStep2', 'download.guideStep3'],
  profile: [
    'download.profileStep1',
    'download.profileStep2',
    'download.profileStep3',
    'download.profileStep4',
  ],
  profileLegacy: [
    'download.profileLegacyStep1',
    'download.profileLegacyStep2',
    'download.profileLegacyStep3',
    'download.profileStep4',
  ],
};

export const GUIDE_TITLES: Record<Guide, string> = {
  homeScreen: 'download.guideTitle',
  profile: 'download.profileGuideTitle',
  profileLegacy: 'download.profileGuideTitle',
};
