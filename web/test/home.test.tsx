import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeTrpcError, pending } from './utils/fake-link.ts';
import { makeBootstrap, makeGame, makeMember, makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';
import { setLanguage } from '../src/i18n/index.ts';

const bootstrap =
  (overrides: Parameters<typeof makeBootstrap>[0] = {}) =>
  () =>
    makeBootstrap(overrides);

describe('home: one round trip', () => {
  it('sends system.status and home.bootstrap in the same batch and nothing else', async () => {
    const { calls } = renderApp({
      handlers: { 'home.bootstrap': bootstrap({ hotGames: [makeGame()] }) },
    });
    await screen.findByRole('heading', { name: 'Hot Games' });
    expect(calls.map((c) => c.path).sort()).toEqual(['home.bootstrap', 'system.status']);
  });

  it('does not call member.info for a member: the greeting comes from home.bootstrap', async () => {
    const { callsTo } = renderApp({ session: SESSION });
    expect(await screen.findByText('Hi, Lucky')).toBeInTheDocument();
    expect(callsTo('member.info')).toHaveLength(0);
    expect(callsTo('content.marquee')).toHaveLength(0);
  });
});

describe('home while the session store is down', () => {
  it('says the service is degraded, keeps the member signed in and renders the rest', async () => {
    renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': bootstrap({
          degraded: true,
          failedSections: ['member', 'favourites', 'balance', 'unread', 'popups'],
          hotGames: [makeGame()],
        }),
      },
    });
    expect(
      await screen.findByText(/Some services are temporarily unavailable/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hot Games' })).toBeInTheDocument();
    // Still signed in: the member's actions stay, no login button replaces them.
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
  });

  it('shows no notice on a normal load', async () => {
    renderApp({ handlers: { 'home.bootstrap': bootstrap({ hotGames: [makeGame()] }) } });
    await screen.findByRole('heading', { name: 'Hot Games' });
    expect(screen.queryByText(/Some services are temporarily unavailable/)).not.toBeInTheDocument();
  });
});

describe('home announcements marquee', () => {
  it('links each announcement to the notice page with its index', async () => {
    renderApp({
      handlers: {
        'home.bootstrap': bootstrap({
          marquee: [
            { id: 'a1', title: 'Weekend bonus', content: 'Deposit bonus all weekend' },
            { id: 'a2', title: 'New games', content: 'Ten new slots' },
          ],
        }),
      },
    });
    const strip = await screen.findByRole('region', { name: 'Announcements' });
    expect(await within(strip).findByRole('link', { name: 'Weekend bonus' })).toHaveAttribute(
      'href',
      '/m/notice?index=0',
    );
    expect(within(strip).getByRole('link', { name: 'New games' })).toHaveAttribute(
      'href',
      '/m/notice?index=1',
    );
  });

  it('shows the placeholder when there are none', async () => {
    renderApp();
    const strip = await screen.findByRole('region', { name: 'Announcements' });
    expect(await within(strip).findByText('No announcements')).toBeInTheDocument();
  });

  it('sends the language with the request', async () => {
    const { callsTo } = renderApp({ handlers: { 'home.bootstrap': pending() } });
    await screen.findByRole('region', { name: 'Announcements' });
    expect(callsTo('home.bootstrap')[0]?.input).toEqual({ language: 'EN' });
  });

  it('shows the wait message while the home loads, then the sections', async () => {
    let release: () => void = () => undefined;
    renderApp({
      handlers: {
        'home.bootstrap': async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return makeBootstrap();
        },
      },
    });
    const wait = await screen.findByText('Please wait…');
    expect(wait).toHaveAttribute('role', 'status');
    release();
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
  });

  it('reloads the home data (vendors, winners) once per language change, debounced 250 ms', async () => {
    const { callsTo } = renderApp();
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(callsTo('home.bootstrap')).toHaveLength(1);
    // The clock moves only when the test moves it: the 250 ms are the debounce's, not the
    // machine's (on a busy one the two changes below may be further apart in real time).
    vi.useFakeTimers();
    await act(async () => {
      await setLanguage('PT');
      await vi.advanceTimersByTimeAsync(200);
      await setLanguage('TY');
      await vi.advanceTimersByTimeAsync(249);
    });
    // 449 ms after the first change, 249 after the last: nothing sent yet.
    expect(callsTo('home.bootstrap')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Only the last one reaches the BFF (vi.waitFor moves the fake clock as it polls).
    await vi.waitFor(() => expect(callsTo('home.bootstrap')).toHaveLength(2));
    expect(callsTo('home.bootstrap')[1]?.input).toEqual({ language: 'TY' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsTo('home.bootstrap')).toHaveLength(2);
    vi.useRealTimers();
    await act(async () => {
      await setLanguage('EN');
    });
  });

  it('shows a readable text and retries when the home data fails', async () => {
    let fail = true;
    const { user } = renderApp({
      handlers: {
        'home.bootstrap': () => {
          if (fail) throw new FakeTrpcError({ appCode: 'network_slow' }, 504);
          return makeBootstrap();
        },
      },
    });
    const retry = await screen.findByRole('button', {
      name: 'The page took longer time to load, please check your network connectivity',
    });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });

  it('renders home on every home path', async () => {
    for (const path of ['/m/', '/m/index', '/m/index.html', '/m/home']) {
      const { unmount } = renderApp({ path });
      expect(
        await screen.findByRole('button', { name: 'Certified institute' }),
      ).toBeInTheDocument();
      unmount();
    }
  });
});

/** The i-th of the latest winners: Slot i, won by pl***i. */
const winner = (i: number) => ({
  nodeId: String(i),
  gameName: `Slot ${i}`,
  gameType: 'RNG',
  vendor: 'V',
  iconUrl: null,
  customerName: `pl***${i}`,
  winAmount: 100 + i,
});

describe('home sections', () => {
  it('shows the latest winners with the currency symbol first and 2 decimals, hidden when empty', async () => {
    const winners = [1234.5, 20].map((winAmount, i) => ({ ...winner(i), winAmount }));
    const { unmount } = renderApp({ handlers: { 'home.bootstrap': bootstrap({ winners }) } });
    const block = await screen.findByRole('region', { name: 'Latest Winners' });
    expect(within(block).getByText('₱1,234.50')).toBeInTheDocument();
    expect(within(block).getByText('₱20.00')).toBeInTheDocument();
    unmount();
    renderApp();
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.queryByRole('heading', { name: 'Latest Winners' })).not.toBeInTheDocument();
  });

  it('moves the winners as a carousel of the first 10 above 3 winners, a still list otherwise', async () => {
    const many = Array.from({ length: 12 }, (_, i) => winner(i));
    const first = renderApp({ handlers: { 'home.bootstrap': bootstrap({ winners: many }) } });
    const block = await screen.findByRole('region', { name: 'Latest Winners' });
    const carousel = within(block).getByRole('group', { name: 'Latest Winners' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByText(/^pl\*\*\*\d+$/)).toHaveLength(10);
    expect(within(carousel).queryByText('pl***10')).not.toBeInTheDocument();
    first.unmount();

    renderApp({ handlers: { 'home.bootstrap': bootstrap({ winners: many.slice(0, 3) }) } });
    const still = await screen.findByRole('region', { name: 'Latest Winners' });
    expect(within(still).queryByRole('group')).not.toBeInTheDocument();
    expect(within(still).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the game rows with their View all links; FAV only for members', async () => {
    const data = {
      hotGames: [makeGame({ nodeId: 'h1', name: 'Hot Slot' })],
      rows: {
        RNG: [makeGame({ nodeId: 'r1', name: 'Lucky Slot' })],
        FISH: [makeGame({ nodeId: 'f1', name: 'Fish Hunter' })],
      },
      categories: [
        { gameType: 'LIVE', classifications: [], vendors: [vendor('EVO', 'Evolution', 'LIVE')] },
        {
          gameType: 'SPORTS',
          classifications: [],
          vendors: [vendor('SBO', 'SBO Sports', 'SPORTS')],
        },
      ],
    };
    const { user, nav } = renderApp({ handlers: { 'home.bootstrap': bootstrap(data) } });
    const hot = await screen.findByRole('region', { name: 'Hot Games' });
    expect(within(hot).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/m/hot');
    expect(
      within(screen.getByRole('region', { name: 'Fishing' })).getByRole('link', {
        name: 'View all',
      }),
    ).toHaveAttribute('href', '/m/fish');
    expect(
      within(screen.getByRole('region', { name: 'Slots' })).getByRole('link', { name: 'View all' }),
    ).toHaveAttribute('href', '/m/rng');
    const live = screen.getByRole('region', { name: 'Live Casino' });
    expect(within(live).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/m/live');
    expect(within(live).getByRole('button', { name: 'Play now' })).toBeInTheDocument();
    const sports = screen.getByRole('region', { name: 'Sports' });
    expect(within(sports).queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument();
    // A visitor tapping a game goes to log in.
    await user.click(within(hot).getByRole('button', { name: 'Hot Slot' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
  });

  it('opens a vendor game list for a vendor that lists its games', async () => {
    const { user, nav } = renderApp({
      handlers: {
        'home.bootstrap': bootstrap({
          categories: [
            {
              gameType: 'SPORTS',
              classifications: [],
              vendors: [vendor('SBO', 'SBO Sports', 'SPORTS', true)],
            },
          ],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'SBO Sports' }));
    await waitFor(() =>
      expect(nav.pathname() + nav.search()).toBe('/m/gameList?gameType=SPORTS&vassalage=SBO'),
    );
  });

  it('shows the FAV row for members', async () => {
    renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': bootstrap({
          member: makeMember(),
          favourites: [makeGame({ name: 'My Fav' })],
        }),
      },
    });
    const fav = await screen.findByRole('region', { name: 'Favourites' });
    expect(within(fav).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/m/fav');
    expect(within(fav).getByText('My Fav')).toBeInTheDocument();
  });

  it('shows Upcoming Events with the time as DD/MM/YYYY hh:mm, hidden when empty', async () => {
    const time = new Date(2025, 4, 6, 15, 30).getTime();
    renderApp({
      handlers: {
        'home.bootstrap': bootstrap({
          hotMatches: [
            {
              id: 'm1',
              league: 'PBA',
              homeTeam: 'Ginebra',
              awayTeam: 'Magnolia',
              homeTeamImageUrl: null,
              awayTeamImageUrl: null,
              matchTime: time,
              vendor: null,
              roomId: null,
              nodeId: null,
              gameId: null,
            },
          ],
        }),
      },
    });
    const events = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(within(events).getByText('PBA')).toBeInTheDocument();
    expect(within(events).getByText('Ginebra')).toBeInTheDocument();
    expect(within(events).getByText('06/05/2025 03:30')).toBeInTheDocument();
    expect(within(events).getByRole('button', { name: 'Bet Now' })).toBeInTheDocument();
  });

  it('renders the first banner eagerly with high priority and the rest lazily', async () => {
    const banner = (id: string) => ({
      id,
      groupName: 'm_home',
      imageUrl: `https://img.example.test/${id}.jpg`,
      title: `Banner ${id}`,
      linkUrl: null,
    });
    renderApp({
      handlers: {
        'home.bootstrap': bootstrap({
          banners: { m_home: [banner('b1'), banner('b2')], m_live: [] },
        }),
      },
    });
    const first = (await screen.findAllByRole('img', { name: 'Banner b1' }))[0];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('img', { name: 'Banner b2' })[0]).toHaveAttribute('loading', 'lazy');
  });

  it('shows the m_live banners only when the site has a live model', async () => {
    const liveBanner = {
      id: 'l1',
      groupName: 'm_live',
      imageUrl: 'https://img.example.test/l1.jpg',
      title: 'Live Baccarat',
      linkUrl: null,
    };
    const withoutLive = renderApp({
      handlers: {
        'home.bootstrap': bootstrap({ banners: { m_home: [], m_live: [liveBanner] } }),
      },
    });
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.queryByRole('group', { name: 'Live casino promotions' })).toBeNull();
    withoutLive.unmount();

    renderApp({
      handlers: {
        'home.bootstrap': bootstrap({
          banners: { m_home: [], m_live: [liveBanner] },
          categories: [
            {
              gameType: 'LIVE',
              classifications: [],
              vendors: [vendor('EVO', 'Evolution', 'LIVE')],
            },
          ],
        }),
      },
    });
    const live = await screen.findByRole('group', { name: 'Live casino promotions' });
    expect(within(live).getByRole('img', { name: 'Live Baccarat' })).toBeInTheDocument();
  });

  it('shows the video block with lazy titled iframes', async () => {
    renderApp({
      handlers: {
        'home.bootstrap': bootstrap({
          videos: [
            {
              id: 'v1',
              title: 'Big win',
              embedUrl: 'https://www.youtube.com/embed/x?autoplay=1&rel=0',
            },
          ],
        }),
      },
    });
    const frame = await screen.findByTitle('Big win');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('allow')).toContain('autoplay');
  });

  it('loads the video players only once the block comes near the screen', async () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    try {
      renderApp({
        handlers: {
          'home.bootstrap': bootstrap({
            videos: [{ id: 'v1', title: 'Big win', embedUrl: 'https://www.youtube.com/embed/x' }],
          }),
        },
      });
      expect(await screen.findByRole('heading', { name: 'Videos' })).toBeInTheDocument();
      expect(screen.queryByTitle('Big win')).not.toBeInTheDocument();
      // The block watches how near it is (effects run after the paint).
      const near = await waitFor(() => {
        const found = observers.find((observer) => observer.margin === '100% 0px');
        expect(found).toBeDefined();
        return found!;
      });
      expect(screen.queryByTitle('Big win')).not.toBeInTheDocument();
      act(() => {
        near.callback(
          [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      });
      expect(await screen.findByTitle('Big win')).toHaveAttribute(
        'src',
        'https://www.youtube.com/embed/x',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('switches to a category list via the tabs and filters by game name', async () => {
    const data = {
      rows: {
        RNG: [
          makeGame({ nodeId: 'r1', name: 'Lucky Slot' }),
          makeGame({ nodeId: 'r2', name: 'Gold Rush' }),
        ],
        FISH: [makeGame({ nodeId: 'f1', name: 'Fish Hunter' })],
      },
      categories: [
        { gameType: 'RNG', classifications: [], vendors: [] },
        { gameType: 'FISH', classifications: [], vendors: [] },
      ],
    };
    const { user } = renderApp({ handlers: { 'home.bootstrap': bootstrap(data) } });
    const tabs = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Fishing' }));
    // FISH is category 1: tab index 1 + 2 = 3.
    expect(within(tabs).getAllByRole('link')[3]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Fish Hunter')).toBeInTheDocument();
    expect(screen.queryByText('Lucky Slot')).not.toBeInTheDocument();
  });

  it('filters the loaded games by ?gameName=', async () => {
    renderApp({
      path: '/m/home?gameName=gold',
      handlers: {
        'home.bootstrap': bootstrap({
          rows: {
            RNG: [
              makeGame({ nodeId: 'r1', name: 'Lucky Slot' }),
              makeGame({ nodeId: 'r2', name: 'Gold Rush' }),
            ],
            FISH: [],
          },
        }),
      },
    });
    expect(await screen.findByText('Gold Rush')).toBeInTheDocument();
    expect(screen.queryByText('Lucky Slot')).not.toBeInTheDocument();
  });

  it('has a floating customer-service link opening in a new tab', async () => {
    renderApp();
    const link = await screen.findByRole('link', { name: 'Customer service' });
    expect(link).toHaveAttribute('href', 'https://support.example.test/chat');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the login popups once per browser session, closable', async () => {
    const popups = [
      { id: 'p1', title: 'Welcome bonus', contentHtml: '<p>100% bonus</p>', imageUrl: null },
    ];
    const first = renderApp({ handlers: { 'home.bootstrap': bootstrap({ popups }) } });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByText('100% bonus')).toBeInTheDocument();
    await first.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
    first.unmount();
    renderApp({ handlers: { 'home.bootstrap': bootstrap({ popups }) } });
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it("shows a member's login popups even after the visitor's were closed in this session", async () => {
    const visitor = renderApp({
      handlers: {
        'home.bootstrap': bootstrap({
          popups: [
            { id: 'b1', title: 'New here?', contentHtml: '<p>Register</p>', imageUrl: null },
          ],
        }),
      },
    });
    const visitorDialog = await screen.findByRole('dialog', { name: 'Announcement' });
    await visitor.user.click(within(visitorDialog).getByRole('button', { name: 'Close' }));
    visitor.unmount();

    const member = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': bootstrap({
          member: makeMember(),
          popups: [
            { id: 'a1', title: 'Welcome back!', contentHtml: '<p>Reward</p>', imageUrl: null },
          ],
        }),
      },
    });
    const memberDialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(memberDialog).getByText('Welcome back!')).toBeInTheDocument();
    // Once per session for the member too.
    await member.user.click(within(memberDialog).getByRole('button', { name: 'Close' }));
    member.unmount();
    renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': bootstrap({
          member: makeMember(),
          popups: [
            { id: 'a1', title: 'Welcome back!', contentHtml: '<p>Reward</p>', imageUrl: null },
          ],
        }),
      },
    });
    await screen.findByText('Hi, Lucky');
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('has the footer: certified institute dialog, badges and copyright', async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Certified institute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Licensing and certification' });
    expect(within(dialog).getByText(/PAGCOR/)).toBeInTheDocument();
    for (const badge of ['Safe payment', '24/7 support', 'Mobile friendly', 'Highest odds']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
  });

  it('survives failed sections: they render empty', async () => {
    renderApp({
      handlers: {
        'home.bootstrap': bootstrap({ failedSections: ['winners', 'hotGames', 'marquee'] }),
      },
    });
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest Winners' })).not.toBeInTheDocument();
  });
});

function vendor(code: string, displayName: string, gameType: string, opensList = false) {
  return {
    vendor: code,
    displayName,
    gameType,
    iconUrl: `https://img.example.test/${code}.png`,
    largeIconUrl: null,
    opensList,
    lobby: { gameCode: null, gameId: null, nodeId: null },
    gameCount: null,
  };
}

export { makeStatus };
