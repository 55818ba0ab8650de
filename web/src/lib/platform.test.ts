import { describe, expect, it } from 'vitest';
import { iosVersion, isIosSafari, isLegacyIos } from './platform.ts';

const ua = (os: string, browser = 'Version/17.5 Mobile/15E148 Safari/604.1') =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser}`;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('platform', () => {
  it('reads the iOS version from the user agent', () => {
    expect(iosVersion(ua('12_4_1'))).toEqual({ major: 12, minor: 4 });
    expect(iosVersion(ua('17_5'))).toEqual({ major: 17, minor: 5 });
    expect(iosVersion(ANDROID)).toBeNull();
  });

  it('treats iOS 12.4 and older as legacy for the profile guide', () => {
    expect(isLegacyIos(ua('11_4'))).toBe(true);
    expect(isLegacyIos(ua('12_4'))).toBe(true);
    expect(isLegacyIos(ua('12_5'))).toBe(false);
    expect(isLegacyIos(ua('13_0'))).toBe(false);
    expect(isLegacyIos(ANDROID)).toBe(false);
  });

  it('tells Safari from other iOS browsers', () => {
    expect(isIosSafari(ua('17_5'))).toBe(true);
    expect(isIosSafari(ua('17_5', 'CriOS/126.0 Mobile/15E148 Safari/604.1'))).toBe(false);
    expect(isIosSafari(ANDROID)).toBe(false);
  });
});
