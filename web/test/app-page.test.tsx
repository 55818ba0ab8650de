/** The app page /m/app and the service page's social icons (issue 14). */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IOS_12_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const RESOURCES = [
  { resourceType: 'IOS', url: 'https://dl.example.test/app.ipa' },
  { resourceType: 'Android', url: 'https://dl.example.test/app.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example.test/app.mobileconfig' },
];

function renderAppPage(userAgent: string, resources = RESOURCES) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return renderApp({
    path: '/m/app',
    handlers: { 'system.status': () => makeStatus({ resources }) },
  });
}

const entryTitles = async () =>
  within(await screen.findByRole('list', { name: 'Downloads for this device' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('app page', () => {
  it('on Android shows the Android app only', async () => {
    renderAppPage(ANDROID);
    expect(await entryTitles()).toEqual(['Android app']);
    expect(screen.getByRole('link', { name: 'Download Android app' })).toHaveAttribute(
      'href',
      'https://dl.example.test/app.apk',
    );
  });

  it('on iOS Safari: add to home screen, the profile with its guide, the iOS app', async () => {
    renderAppPage(IOS_SAFARI);
    expect(await entryTitles()).toEqual(['Add to home screen', 'iOS profile', 'iOS app']);
    expect(screen.getByRole('link', { name: 'Download iOS profile' })).toHaveAttribute(
      'href',
      'https://dl.example.test/app.mobileconfig',
    );
    const guide = screen.getByRole('region', { name: 'Install the iOS profile' });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(4);
    expect(within(guide).getByText('Open Settings and tap "Profile Downloaded".')).toBeVisible();
  });

  it('on iOS 12.4 the profile guide has the older steps', async () => {
    renderAppPage(IOS_12_SAFARI);
    const guide = await screen.findByRole('region', { name: 'Install the iOS profile' });
    expect(
      within(guide).getByText('Tap "Allow": Settings opens the profile by itself.'),
    ).toBeVisible();
  });

  it('in another iOS browser the downloads ask for Safari', async () => {
    const { user } = renderAppPage(IOS_CHROME);
    expect(await entryTitles()).toEqual(['iOS profile', 'iOS app']);
    await user.click(screen.getByRole('button', { name: 'Download iOS app' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please use Safari for download App.');
  });

  it('without links for the device says so and still offers the way home', async () => {
    renderAppPage(ANDROID, [{ resourceType: 'IOS', url: 'https://dl.example.test/app.ipa' }]);
    expect(
      await screen.findByText('No download is available for this device right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/home');
  });

  it('offers nothing inside the installed web app', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('standalone'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderAppPage(ANDROID);
    expect(
      await screen.findByText('You are using the installed app already: nothing more to download.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('has its own back control and title (the header is hidden here)', async () => {
    renderAppPage(ANDROID);
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/m/home');
  });
});

describe('service page social icons', () => {
  it('shows only the configured customer-service networks, in the spec order', async () => {
    renderApp({
      handlers: {
        'system.status': () =>
          makeStatus({
            flag: 1,
            maintenance: true,
            resources: [
              { resourceType: 'FACEBOOK', url: 'https://facebook.example/x' },
              { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
              { resourceType: 'INSTAGRAM', url: '  ' },
              { resourceType: 'TELEGRAM_1', url: 'https://t.me/y' },
            ],
          }),
      },
    });
    const social = await screen.findByRole('region', { name: 'Customer service' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Telegram', 'https://t.me/x'],
      ['Telegram 2', 'https://t.me/y'],
      ['Facebook', 'https://facebook.example/x'],
    ]);
  });

  it('shows no row when none is configured', async () => {
    renderApp({
      handlers: { 'system.status': () => makeStatus({ flag: 2, regionRestriction: true }) },
    });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customer service' })).not.toBeInTheDocument();
  });
});
