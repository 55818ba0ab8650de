/**
 * Deep links (issue 10): a screen opened first, without the home, reads its own domains' keys.
 * The member and the balance come from member.info and member.balance, even while home.bootstrap
 * never answers; the favourite ids are games.favouriteIds (every one, not only the home's first 20).
 * And on the home, the same keys are seeded by home.bootstrap, a failed section seeding nothing,
 * a full FAV row asking games.favouriteIds for the hearts beyond it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pending } from './utils/fake-link.ts';
import { makeBootstrap, makeGame, makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

/** A member's 30 favourites, newest first: the home's FAV row holds the first 20. */
const THIRTY = Array.from({ length: 30 }, (_, i) => `fav-${i + 1}`);

/**
 * A member's home whose FAV row is full (the first 20 of THIRTY) while a Slots row shows the
 * 25th, and games.favouriteIds answering all thirty.
 */
const FULL_FAV_ROW = {
  'home.bootstrap': () =>
    makeBootstrap({
      member: makeMember(),
      favourites: THIRTY.slice(0, 20).map((nodeId) => makeGame({ nodeId })),
      rows: { RNG: [makeGame({ nodeId: 'fav-25', name: 'Deep Fortune' })], FISH: [] },
    }),
  'games.favouriteIds': () => THIRTY,
};

const BALANCE = { sumBalance: '321.50', currency: 'PHP', currencySymbol: '₱' };

/** The data of a tRPC query key ([['member', 'balance'], ...]) or of a plain key. */
function dataOf(queryClient: QueryClient, path: string[] | readonly unknown[]): unknown {
  const [query] = queryClient.getQueryCache().findAll({ queryKey: path });
  return query?.state.data;
}

describe('deep link without the home', () => {
  it('/m/rng: member and balance from their own queries, home.bootstrap never answering', async () => {
    const { queryClient, callsTo } = renderApp({
      path: '/m/rng',
      session: SESSION,
      handlers: {
        'home.bootstrap': pending(),
        'member.info': () => makeMember({ nickname: 'Lucky' }),
        'member.balance': () => BALANCE,
      },
    });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Hi, Lucky')).toBeInTheDocument();
    await waitFor(() => expect(dataOf(queryClient, [['member', 'balance']])).toEqual(BALANCE));
    expect(dataOf(queryClient, [['member', 'info']])).toMatchObject({ nickname: 'Lucky' });
    expect(callsTo('member.info')).toHaveLength(1);
    expect(callsTo('member.balance')).toHaveLength(1);
    // Signed in all along: nothing read a missing home as "signed out".
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('/m/rng: all the favourite ids from games.favouriteIds, the 25th too, without the home', async () => {
    // The proof is the games key every heart of the list reads.
    const { queryClient, callsTo } = renderApp({
      path: '/m/rng',
      session: SESSION,
      handlers: {
        'home.bootstrap': pending(),
        'games.favouriteIds': () => THIRTY,
        'member.balance': () => BALANCE,
      },
    });
    await waitFor(() =>
      expect(dataOf(queryClient, ['games', 'favouriteIds', SESSION.userName])).toEqual(THIRTY),
    );
    expect(THIRTY[24]).toBe('fav-25');
    expect(callsTo('games.favouriteIds')).toHaveLength(1);
    expect(callsTo('home.bootstrap')).toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 1, name: /Slots|RNG/i })).toBeVisible();
  });

  it('the home arriving after a deep link keeps the favourites beyond its FAV row', async () => {
    const { queryClient, user } = renderApp({
      path: '/m/rng',
      session: SESSION,
      handlers: {
        ...FULL_FAV_ROW,
        'member.balance': () => BALANCE,
      },
    });
    await waitFor(() =>
      expect(dataOf(queryClient, ['games', 'favouriteIds', SESSION.userName])).toEqual(THIRTY),
    );
    // Then the player goes home in the app (the footer's home link): the home arrives and seeds.
    const homeLink = (await screen.findAllByRole('link')).find(
      (a) => a.getAttribute('href') === '/m/home',
    );
    if (!homeLink) throw new Error('no link to the home');
    await user.click(homeLink);
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('button', { name: 'Favourite: Deep Fortune' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a member page (/m/member/home): member and balance from their own queries', async () => {
    const { queryClient, callsTo } = renderApp({
      path: '/m/member/home',
      session: SESSION,
      handlers: {
        'home.bootstrap': pending(),
        'member.info': () => makeMember({ nickname: 'Lucky' }),
        'member.balance': () => BALANCE,
      },
    });
    expect(await screen.findByText('Hi, Lucky')).toBeInTheDocument();
    await waitFor(() => expect(dataOf(queryClient, [['member', 'balance']])).toEqual(BALANCE));
    expect(callsTo('home.bootstrap')).toHaveLength(0);
  });

  it('a visitor on /m/rng asks for no member data', async () => {
    const { callsTo } = renderApp({ path: '/m/rng' });
    expect(await screen.findByRole('heading', { level: 1, name: 'RNG' })).toBeInTheDocument();
    expect(callsTo('member.info')).toHaveLength(0);
    expect(callsTo('member.balance')).toHaveLength(0);
    expect(callsTo('home.bootstrap')).toHaveLength(0);
  });
});

describe('home.bootstrap seeds the domain keys', () => {
  it('a full FAV row: the hearts beyond it come from games.favouriteIds', async () => {
    const { queryClient, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        ...FULL_FAV_ROW,
      },
    });
    const slots = await screen.findByRole('region', { name: 'Slots' });
    await waitFor(() =>
      expect(
        within(slots).getByRole('button', { name: 'Favourite: Deep Fortune' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(dataOf(queryClient, ['games', 'favouriteIds', SESSION.userName])).toEqual(THIRTY);
    expect(callsTo('games.favouriteIds')).toHaveLength(1);
  });

  it('seeds member, balance and favourite ids: no member request on the home', async () => {
    const { queryClient, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': () =>
          makeBootstrap({
            member: makeMember({ nickname: 'Lucky' }),
            balance: BALANCE,
            favourites: [makeGame({ nodeId: 'fav-9' })],
            categories: [{ gameType: 'RNG', classifications: [], vendors: [] }],
          }),
      },
    });
    expect(await screen.findByText('Hi, Lucky')).toBeInTheDocument();
    expect(dataOf(queryClient, [['member', 'balance']])).toEqual(BALANCE);
    expect(dataOf(queryClient, ['games', 'favouriteIds', SESSION.userName])).toEqual(['fav-9']);
    expect(callsTo('member.info')).toHaveLength(0);
    expect(callsTo('member.balance')).toHaveLength(0);
    // A FAV row shorter than a page is every favourite: no games.favouriteIds on the home.
    expect(callsTo('games.favouriteIds')).toHaveLength(0);
    expect(callsTo('games.categories')).toHaveLength(0);
    expect(callsTo('content.socialLinks')).toHaveLength(0);
  });

  it('a failed member section seeds nothing and is not "signed out"', async () => {
    const { queryClient } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': () =>
          makeBootstrap({
            member: null,
            degraded: true,
            failedSections: ['member', 'favourites', 'balance', 'unread', 'popups'],
          }),
      },
    });
    expect(
      await screen.findByText(/Some services are temporarily unavailable/),
    ).toBeInTheDocument();
    expect(dataOf(queryClient, [['member', 'info']])).toBeUndefined();
    expect(dataOf(queryClient, ['games', 'favouriteIds', SESSION.userName])).toBeUndefined();
    expect(screen.getByText('Hi, player01')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('MC_SESSION_INFO')).not.toBeNull();
  });
});
