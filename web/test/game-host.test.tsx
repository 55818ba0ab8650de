/**
 * The game host (issue 30, item 1): a game whose provider lets us frame it opens at
 * /m/play/:nodeId under our bar, without a window; a reload finds it again through games.hosted;
 * a launch that is gone says so with the way home. The lottery is in the same host.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameWindow } from '../src/features/games/game-launcher.tsx';
import { formatElapsed } from '../src/features/games/host/game-host.tsx';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeBootstrap, makeGame, makeMember, SESSION } from './utils/fixtures.ts';
import { HOSTED_LAUNCH_ID, renderApp, renderReloadedHost } from './utils/render-app.tsx';

const NOW = Date.parse('2026-12-02T10:00:00.000Z');
const LAUNCH_ID = HOSTED_LAUNCH_ID;
const slot = makeGame({ nodeId: '178001', gameId: 'JL0118', name: 'Super Ace', vendor: 'JL' });
const BALANCE = { sumBalance: '1250.50', currency: 'PHP', currencySymbol: '₱' };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const memberHome = () =>
  makeBootstrap({ member: makeMember(), balance: BALANCE, rows: { RNG: [slot], FISH: [] } });

const hostedLaunch = () => ({
  opens: 'host',
  launchId: LAUNCH_ID,
  startedAt: new Date(NOW - 65_000).toISOString(),
});

afterEach(() => {
  vi.useRealTimers();
  gameWindow.hostedVendors.clear();
});

describe('the game host', () => {
  it('opens a framable game under our bar: name, clock, balance, deposit; no window', async () => {
    // Only the clock is fixed: the host reads Date.now for the time played.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const tab = { show: vi.fn<(url: string) => void>(), discard: vi.fn<() => void>() };
    vi.spyOn(gameWindow, 'prepare').mockReturnValue(tab);
    const { user, nav, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': memberHome,
        'games.launch': hostedLaunch,
        'member.balance': () => BALANCE,
      },
    });
    const row = await screen.findByRole('region', { name: 'Slots' });
    await user.click(within(row).getByRole('button', { name: 'Super Ace' }));

    await waitFor(() => expect(nav.pathname()).toBe('/m/play/178001'));
    expect(new URLSearchParams(nav.search()).get('launch')).toBe(LAUNCH_ID);
    expect(tab.show).not.toHaveBeenCalled();
    expect(tab.discard).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Super Ace' })).toBeInTheDocument();
    const frame = screen.getByTitle('Game: Super Ace');
    expect(frame.getAttribute('src')).toBe(`/games/frame/${LAUNCH_ID}`);
    expect(screen.getByText('Time played').parentElement).toHaveTextContent('1:05');
    expect(screen.getByRole('button', { name: 'Balance ₱1,250.50, tap to refresh' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    // The launch answer seeded games.hosted: the host asked nothing more.
    expect(callsTo('games.hosted')).toHaveLength(0);
    // No header and no footer menu over the game.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    // Leaving goes back and reads the balance again (the game moved it).
    const before = callsTo('member.balance').length;
    await user.click(screen.getByRole('button', { name: 'Leave the game' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    await waitFor(() => expect(callsTo('member.balance').length).toBeGreaterThan(before));
  });

  it('opens the old way when the provider refuses framing, and on iOS skips the window for a hosted vendor', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    const replace = vi.fn<(url: string) => void>();
    const close = vi.fn<() => void>();
    const windowOpen = vi
      .spyOn(window, 'open')
      .mockReturnValue({ opener: {}, location: { replace }, close } as unknown as Window);
    let answer: unknown = { opens: 'window', url: 'https://games.example.test/play?k=1' };
    const { user, nav } = renderApp({
      session: SESSION,
      handlers: { 'home.bootstrap': memberHome, 'games.launch': () => answer },
    });
    const row = await screen.findByRole('region', { name: 'Slots' });
    // Refused framing: the window opened on the tap shows the game.
    await user.click(within(row).getByRole('button', { name: 'Super Ace' }));
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('https://games.example.test/play?k=1'),
    );
    expect(nav.pathname()).toBe('/m/home');

    // Hosted: the window opened on the tap closes, the host opens here.
    answer = hostedLaunch();
    await user.click(within(row).getByRole('button', { name: 'Super Ace' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/play/178001'));
    expect(close).toHaveBeenCalledOnce();
    expect(windowOpen).toHaveBeenCalledTimes(2);

    // The vendor opened in the host: its next launch opens no window on the tap.
    await user.click(screen.getByRole('button', { name: 'Leave the game' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Slots' })).getByRole('button', {
        name: 'Super Ace',
      }),
    );
    await waitFor(() => expect(nav.pathname()).toBe('/m/play/178001'));
    expect(windowOpen).toHaveBeenCalledTimes(2);
  });

  it('finds a hosted game again after a reload, through games.hosted', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { callsTo } = renderReloadedHost(NOW - 3_725_000);
    expect(await screen.findByTitle('Game: Game')).toHaveAttribute(
      'src',
      `/games/frame/${LAUNCH_ID}`,
    );
    expect(callsTo('games.hosted')[0]?.input).toEqual({ launchId: LAUNCH_ID });
    expect(screen.getByText('Time played').parentElement).toHaveTextContent('1:02:05');
  });

  it('says a game that is no longer kept has ended, with the way home, and frames nothing', async () => {
    renderApp({
      path: `/m/play/178001?launch=${LAUNCH_ID}`,
      session: SESSION,
      handlers: {
        'games.hosted': () => {
          throw new FakeTrpcError({ appCode: 'game_ended' }, 404);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game session has ended.');
    expect(within(alert).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/m/home',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses a link without a launch id before asking anything', async () => {
    const { callsTo } = renderApp({ path: '/m/play/178001', session: SESSION });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link is not complete.');
    expect(callsTo('games.hosted')).toHaveLength(0);
  });

  it('writes the time played as m:ss, then h:mm:ss', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(59_999)).toBe('0:59');
    expect(formatElapsed(600_000)).toBe('10:00');
    expect(formatElapsed(3_600_000)).toBe('1:00:00');
    expect(formatElapsed(-5_000)).toBe('0:00');
  });

  it('ticks the clock every second', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    renderReloadedHost(NOW);
    const clock = (await screen.findByText('Time played')).parentElement;
    expect(clock).toHaveTextContent('0:00');
    // The clock's timer starts in an effect, after the paint: vi.waitFor moves the fake clock on
    // at each check until it is running.
    await vi.waitFor(() => expect(clock).not.toHaveTextContent('0:00'), { timeout: 10_000 });
    // From then on it follows the clock, a second a second.
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    const elapsed = Date.now() - NOW;
    expect(elapsed).toBeGreaterThanOrEqual(4_000);
    expect(clock).toHaveTextContent(formatElapsed(elapsed));
  });
});
