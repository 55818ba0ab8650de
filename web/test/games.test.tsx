import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameWindow } from '../src/features/games/game-launcher.tsx';
import { setLanguage } from '../src/i18n/index.ts';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeBootstrap, makeGame, makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const slot = makeGame({ nodeId: '178001', gameId: 'JL0118', name: 'Super Ace', vendor: 'JL' });
const freeSlot = makeGame({
  nodeId: '178002',
  gameId: 'JL0119',
  name: 'Fortune Gems',
  vendor: 'JL',
  supportsFreePlay: true,
});

const BALANCE_PT = { sumBalance: '1250.50', currency: 'PHP', currencySymbol: '₱' };

function memberHome(overrides: Parameters<typeof makeBootstrap>[0] = {}) {
  return () =>
    makeBootstrap({
      member: makeMember(),
      balance: { sumBalance: '1250.50', currency: 'PHP', currencySymbol: '₱' },
      rows: { RNG: [slot, freeSlot], FISH: [] },
      ...overrides,
    });
}

const slotsRow = async () => screen.findByRole('region', { name: 'Slots' });

/** The place the game opens in, as the launcher prepares it on the tap. */
/** The game opened at `url` after one games.launch: what that launch asked for. */
async function launchedOnce(
  open: ReturnType<typeof stubTab>['show'],
  callsTo: ReturnType<typeof renderApp>['callsTo'],
  url: string,
) {
  await waitFor(() => expect(open).toHaveBeenCalledWith(url));
  expect(callsTo('games.launch')).toHaveLength(1);
  return callsTo('games.launch')[0]?.input;
}

function stubTab() {
  const tab = { show: vi.fn<(url: string) => void>(), discard: vi.fn<() => void>() };
  vi.spyOn(gameWindow, 'prepare').mockReturnValue(tab);
  return tab;
}

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

afterEach(() => vi.useRealTimers());

describe('game launch', () => {
  it('launches a game once for a member and opens the launch URL', async () => {
    const { show: open } = stubTab();
    const url = 'https://games.example.test/play/178001?ssoKey=abc';
    const { user, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'games.launch': () => ({ opens: 'window', url }),
      },
    });
    await user.click(within(await slotsRow()).getByRole('button', { name: 'Super Ace' }));
    expect(await launchedOnce(open, callsTo, url)).toMatchObject({
      nodeId: '178001',
      vendor: 'JL',
      gameId: 'JL0118',
      gameType: 'RNG',
      freePlay: false,
    });
  });

  it('asks real money or free play for a game that supports free play', async () => {
    const { show: open } = stubTab();
    const { user, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'games.launch': () => ({ opens: 'window', url: 'https://games.example.test/free' }),
      },
    });
    await user.click(within(await slotsRow()).getByRole('button', { name: 'Fortune Gems' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Gems' });
    expect(callsTo('games.launch')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://games.example.test/free'));
    expect(callsTo('games.launch')[0]?.input).toMatchObject({ nodeId: '178002', freePlay: true });
    expect(screen.queryByRole('dialog', { name: 'Fortune Gems' })).not.toBeInTheDocument();
  });

  it("Bet Now launches the match's sports game with its game id, never its room id", async () => {
    const { show: open } = stubTab();
    const url = 'https://games.example.test/play/190001?ssoKey=abc';
    const { user, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome({
          hotMatches: [
            {
              id: '70001',
              league: 'PBA',
              homeTeam: 'Ginebra',
              awayTeam: 'Magnolia',
              homeTeamImageUrl: null,
              awayTeamImageUrl: null,
              matchTime: Date.now() + 3_600_000,
              vendor: 'SB',
              roomId: '900190001',
              nodeId: '190001',
              gameId: 'SB0001',
            },
          ],
        }),
        'games.launch': () => ({ opens: 'window', url }),
      },
    });
    const events = await screen.findByRole('region', { name: 'Upcoming Events' });
    await user.click(within(events).getByRole('button', { name: 'Bet Now' }));
    expect(await launchedOnce(open, callsTo, url)).toEqual({
      nodeId: '190001',
      vendor: 'SB',
      gameType: 'SPORTS',
      gameId: 'SB0001',
      freePlay: false,
    });
  });

  it('shows the gateway refusal as readable text and opens nothing', async () => {
    const { show: open, discard } = stubTab();
    const { user } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'games.launch': () => {
          throw new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
        },
      },
    });
    await user.click(within(await slotsRow()).getByRole('button', { name: 'Super Ace' }));
    expect(
      await screen.findByText('The service is temporarily unavailable, please try again later.'),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(discard).toHaveBeenCalledOnce();
  });

  it('on iOS opens the game window in the tap and points it at the URL when it arrives', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    const replace = vi.fn<(url: string) => void>();
    const opened = { opener: {} as unknown, location: { replace }, close: vi.fn() };
    let launched = false;
    const windowOpen = vi.spyOn(window, 'open').mockImplementation(() => {
      // Opened before the launch was even asked for: still in the tap.
      expect(launched).toBe(false);
      return opened as unknown as Window;
    });
    const url = 'https://games.example.test/play/178001?ssoKey=abc';
    const { user } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'games.launch': () => {
          launched = true;
          return { opens: 'window', url };
        },
      },
    });
    await user.click(within(await slotsRow()).getByRole('button', { name: 'Super Ace' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(url));
    expect(windowOpen).toHaveBeenCalledOnce();
    expect(opened.opener).toBeNull();
  });

  it('reads the balance again when the player comes back from a game, not before', async () => {
    stubTab();
    const { user, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'games.launch': () => ({ opens: 'window', url: 'https://games.example.test/play' }),
        'member.balance': () => BALANCE_PT,
      },
    });
    const row = await slotsRow();
    const before = callsTo('member.balance').length;
    // Coming back without having played reads nothing.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(callsTo('member.balance')).toHaveLength(before);

    await user.click(within(row).getByRole('button', { name: 'Super Ace' }));
    await waitFor(() => expect(callsTo('games.launch')).toHaveLength(1));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(callsTo('member.balance')).toHaveLength(before + 1));

    // Back from the game's page to this one, restored from the back-forward cache.
    await user.click(within(row).getByRole('button', { name: 'Super Ace' }));
    await waitFor(() => expect(callsTo('games.launch')).toHaveLength(2));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(callsTo('member.balance')).toHaveLength(before + 2));
  });

  it('on iOS says the popup was blocked and launches nothing', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'games.launch': () => ({ opens: 'window', url: 'x' }),
      },
    });
    await user.click(within(await slotsRow()).getByRole('button', { name: 'Super Ace' }));
    expect(
      await screen.findByText('Popup blocked. Please allow popups and try again.'),
    ).toBeInTheDocument();
    expect(callsTo('games.launch')).toHaveLength(0);
  });

  it('opens the lottery launch route for a lottery vendor, with its prize mode', async () => {
    const { user, nav, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome({
          rows: {
            RNG: [makeGame({ nodeId: '190001', name: 'VN Lotto', vendor: 'TCG_LOTTO_VN' })],
            FISH: [],
          },
        }),
      },
    });
    await user.click(within(await slotsRow()).getByRole('button', { name: 'VN Lotto' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/launchGame'));
    const query = new URLSearchParams(nav.search());
    expect(query.get('code')).toBe('lobby');
    expect(query.get('prize_mode')).toBe('Lott');
    expect(query.get('pageBack')).toBe('home');
    expect(callsTo('games.launch')).toHaveLength(0);
  });

  it('sends a visitor to log in with the login-first notice', async () => {
    const { user, nav } = renderApp({
      handlers: { 'home.bootstrap': () => makeBootstrap({ rows: { RNG: [slot], FISH: [] } }) },
    });
    await user.click(within(await slotsRow()).getByRole('button', { name: 'Super Ace' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
    expect(screen.getByText('You are not logged in, please login first')).toBeInTheDocument();
  });
});

describe('favourite toggle', () => {
  it('adds a game: saved notice, heart pressed, FAV row updated', async () => {
    const { user, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'games.setFavourite': () => ({ favourite: true, success: true }),
      },
    });
    const heart = within(await slotsRow()).getByRole('button', { name: 'Favourite: Super Ace' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    const fav = screen.getByRole('region', { name: 'Favourites' });
    expect(within(fav).getByText('No favourites yet.')).toBeInTheDocument();
    await user.click(heart);
    expect(await screen.findByText('Saved to favourites')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo('games.setFavourite')[0]?.input).toEqual({
      nodeId: '178001',
      vendor: 'JL',
      gameType: 'RNG',
      favourite: true,
    });
    expect(within(fav).getByText('Super Ace')).toBeInTheDocument();
  });

  it('removes a favourite from the FAV row', async () => {
    const { user } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome({ favourites: [slot] }),
        'games.setFavourite': () => ({ favourite: false, success: true }),
      },
    });
    const fav = await screen.findByRole('region', { name: 'Favourites' });
    await user.click(within(fav).getByRole('button', { name: 'Favourite: Super Ace' }));
    await waitFor(() => expect(within(fav).queryByText('Super Ace')).not.toBeInTheDocument());
    expect(
      within(await slotsRow()).getByRole('button', { name: 'Favourite: Super Ace' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes nothing when the gateway answers success false, or the call fails', async () => {
    let answer: () => unknown = () => ({ favourite: true, success: false });
    const { user } = renderApp({
      session: SESSION,
      handlers: { 'home.bootstrap': memberHome(), 'games.setFavourite': () => answer() },
    });
    const heart = within(await slotsRow()).getByRole('button', { name: 'Favourite: Super Ace' });
    await user.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    answer = () => {
      throw new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
    };
    await user.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Saved to favourites')).not.toBeInTheDocument();
    // A failed request is silent (spec section 8).
    expect(
      screen.queryByText('The service is temporarily unavailable, please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('sends a visitor to log in with the login-first notice', async () => {
    const { user, nav, callsTo } = renderApp({
      handlers: { 'home.bootstrap': () => makeBootstrap({ rows: { RNG: [slot], FISH: [] } }) },
    });
    await user.click(
      within(await slotsRow()).getByRole('button', { name: 'Favourite: Super Ace' }),
    );
    expect(screen.getByText('You are not logged in, please login first')).toBeInTheDocument();
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
    expect(callsTo('games.setFavourite')).toHaveLength(0);
  });
});

describe('balance widget', () => {
  it('starts from home.bootstrap, then refreshes every 60 s through member.balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sum = 2000;
    const { callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'member.balance': () => ({
          sumBalance: `${sum++}.00`,
          currency: 'PHP',
          currencySymbol: '₱',
        }),
      },
    });
    expect(await screen.findByText('₱1,250.50')).toBeInTheDocument();
    expect(callsTo('member.balance')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByText('₱2,000.00')).toBeInTheDocument();
    expect(callsTo('member.balance')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByText('₱2,001.00')).toBeInTheDocument();
  });

  it('refreshes on a tap, showing *** meanwhile', async () => {
    let resolve: (() => void) | undefined;
    const { user } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome(),
        'member.balance': async () => {
          await new Promise<void>((r) => (resolve = r));
          return { sumBalance: '99.999', currency: 'PHP', currencySymbol: '₱' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Balance ₱1,250.50' }));
    expect(await screen.findByRole('button', { name: 'Balance ***' })).toBeInTheDocument();
    await act(async () => resolve?.());
    expect(await screen.findByText('₱100.00')).toBeInTheDocument();
  });

  it('hides the amount on request for the rest of the browser session', async () => {
    const first = renderApp({ session: SESSION, handlers: { 'home.bootstrap': memberHome() } });
    await screen.findByText('₱1,250.50');
    const toggle = screen.getByRole('button', { name: 'Show or hide the balance' });
    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('₱1,250.50')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Balance ***' })).toBeInTheDocument();
    first.unmount();
    renderApp({ session: SESSION, handlers: { 'home.bootstrap': memberHome() } });
    expect(await screen.findByRole('button', { name: 'Balance ***' })).toBeInTheDocument();
  });

  it("groups the amount as the player's language does (Portuguese: 1.250,50)", async () => {
    await setLanguage('PT');
    renderApp({
      session: SESSION,
      handlers: { 'home.bootstrap': memberHome(), 'member.balance': () => BALANCE_PT },
    });
    expect(await screen.findByText('₱1.250,50')).toBeInTheDocument();
  });

  it('is not shown to a visitor', async () => {
    renderApp();
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.queryByRole('button', { name: /^Balance/ })).not.toBeInTheDocument();
  });
});

describe('the lottery frame', () => {
  it("shows one bar, its own with the close button, not the app's header above it", async () => {
    renderApp({
      path: '/m/launchGame?playType=ent&gameId=TCG_SEA0002&prize_mode=Elott&code=lobby',
      session: SESSION,
    });
    expect(await screen.findByRole('button', { name: 'Close the lottery' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
