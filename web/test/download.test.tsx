import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBootstrap } from './utils/fixtures.ts';
import { hrefOf } from './utils/queries.ts';
import { renderApp } from './utils/render-app.tsx';

const withDownload = () =>
  makeBootstrap({
    download: {
      ios: 'https://dl.example.test/app.ipa',
      android: 'https://dl.example.test/app.apk',
      iosProfile: null,
      appIcon: null,
      description: 'Play faster in the app',
      descriptionColor: '#ff0000',
      social: [],
    },
    promotions: {
      appDownload: { enabled: true, bonusAmount: 50, currency: 'PHP' },
      mission: { enabled: false },
      login: { enabled: false },
      referral: { enabled: false },
    },
  });

afterEach(() => vi.unstubAllGlobals());

describe('download bar', () => {
  it('shows description, 5.0 rating, gift, and opens the popup entries', async () => {
    const { user } = renderApp({ handlers: { 'home.bootstrap': withDownload } });
    const bar = await screen.findByRole('region', { name: 'Download app' });
    expect(within(bar).getByText('Play faster in the app')).toBeInTheDocument();
    expect(within(bar).getByText('5.0')).toBeInTheDocument();
    expect(within(bar).getByText('App download bonus')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Download' }));
    const popup = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(hrefOf(popup, 'Android app')).toBe('https://dl.example.test/app.apk');
    expect(within(popup).getByRole('link', { name: 'iOS app' })).toBeInTheDocument();
    // Not iOS Safari (jsdom): no add-to-home-screen entry.
    expect(
      within(popup).queryByRole('button', { name: 'Add to home screen' }),
    ).not.toBeInTheDocument();
  });

  it('stays hidden once closed', async () => {
    const first = renderApp({ handlers: { 'home.bootstrap': withDownload } });
    const bar = await screen.findByRole('region', { name: 'Download app' });
    await first.user.click(within(bar).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Download app' })).not.toBeInTheDocument();
    expect(localStorage.getItem('downloadBarClosed')).toBe('1');
    first.unmount();
    renderApp({ handlers: { 'home.bootstrap': withDownload } });
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.queryByRole('region', { name: 'Download app' })).not.toBeInTheDocument();
  });

  it('is hidden in an installed web app', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('standalone'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderApp({ handlers: { 'home.bootstrap': withDownload } });
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.queryByRole('region', { name: 'Download app' })).not.toBeInTheDocument();
  });
});

const IOS_17_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IOS_12_4_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

const withProfile = () => {
  const data = withDownload();
  return {
    ...data,
    download: { ...data.download, iosProfile: 'https://dl.example.test/app.mobileconfig' },
  };
};

async function openPopup(user: ReturnType<typeof renderApp>['user']) {
  const bar = await screen.findByRole('region', { name: 'Download app' });
  await user.click(within(bar).getByRole('button', { name: 'Download' }));
  return screen.findByRole('dialog', { name: 'Download the app' });
}

describe('install guides', () => {
  it('offers the home-screen guide on iOS Safari only', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_17_SAFARI);
    const { user } = renderApp({ handlers: { 'home.bootstrap': withProfile } });
    const popup = await openPopup(user);
    await user.click(within(popup).getByRole('button', { name: 'Add to home screen' }));
    const guide = await screen.findByRole('dialog', { name: 'Add to home screen' });
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Tap the Share button in the Safari toolbar.',
      'Choose "Add to Home Screen".',
      'Tap "Add": the app opens from your home screen.',
    ]);
  });

  it('follows the iOS profile download with the profile guide', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_17_SAFARI);
    const { user } = renderApp({ handlers: { 'home.bootstrap': withProfile } });
    const popup = await openPopup(user);
    const link = within(popup).getByRole('link', { name: 'iOS profile' });
    expect(link).toHaveAttribute('href', 'https://dl.example.test/app.mobileconfig');
    await user.click(link);
    const guide = await screen.findByRole('dialog', { name: 'Install the iOS profile' });
    expect(within(guide).getByText('Open Settings and tap "Profile Downloaded".')).toBeVisible();
  });

  it('shows the iOS 12.4-or-older steps of the profile guide there', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_12_4_SAFARI);
    const { user } = renderApp({ handlers: { 'home.bootstrap': withProfile } });
    const popup = await openPopup(user);
    await user.click(within(popup).getByRole('link', { name: 'iOS profile' }));
    const guide = await screen.findByRole('dialog', { name: 'Install the iOS profile' });
    expect(
      within(guide).getByText('Tap "Allow": Settings opens the profile by itself.'),
    ).toBeVisible();
    expect(within(guide).queryByText('Open Settings and tap "Profile Downloaded".')).toBeNull();
  });

  it('asks for Safari when another iOS browser wants an iOS download', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_CHROME);
    const { user } = renderApp({ handlers: { 'home.bootstrap': withProfile } });
    const popup = await openPopup(user);
    expect(within(popup).queryByRole('button', { name: 'Add to home screen' })).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'iOS app' }));
    expect(within(popup).getByText('Please use Safari for download App.')).toBeVisible();
  });
});

describe('side menu content', () => {
  it('lists categories in server order, promotions, live chat and searches games', async () => {
    const { user, nav } = renderApp({
      path: '/m/rng',
      handlers: {
        'home.bootstrap': () =>
          makeBootstrap({
            categories: ['LIVE', 'RNG', 'SPORTS'].map((gameType) => ({
              gameType,
              classifications: [],
              vendors: [],
            })),
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    const cats = await within(panel).findByRole('list', { name: 'Game categories' });
    expect(
      within(cats)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/m/live', '/m/rng', '/m/sports?gameType=SPORTS']);
    expect(hrefOf(panel, 'Promotions')).toBe('/m/activity');
    expect(hrefOf(panel, 'Live chat service')).toBe('/m/message');
    expect(within(panel).getByRole('img', { name: 'Lucky wheel' }).closest('a')).toHaveAttribute(
      'href',
      '/m/receivingCenter',
    );
    await user.type(within(panel).getByLabelText('Search games'), 'gold{Enter}');
    expect(nav.search()).toBe('?gameName=gold');
  });
});
