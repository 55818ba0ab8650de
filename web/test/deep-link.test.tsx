/**
 * Deep links (issue 10): a screen opened first, without the home, reads its own domains' keys.
 * The member and the balance come from member.info and member.balance, even while home.bootstrap
 * never answers; the favourite ids are the games domain's own key. And on the home, the same
 * keys are seeded by home.bootstrap, a failed section seeding nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pending } from './utils/fake-link.ts';
import { makeBootstrap, makeGame, makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const BALANCE = { sumBalance: 321.5, currency: 'PHP', currencySymbol: '₱' };

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

  it('/m/rng: the favourite ids are the games domain key, right beyond the home', async () => {
    const favourites = [makeGame({ nodeId: 'fav-1' }), makeGame({ nodeId: 'fav-2' })];
    const { queryClient } = renderApp({
      path: '/m/rng',
      session: SESSION,
      handlers: {
        // Until the BFF has games.favouriteIds, the games key reads the member's FAV list here.
        'home.bootstrap': () => makeBootstrap({ member: makeMember(), favourites }),
        'member.balance': () => BALANCE,
      },
    });
    await waitFor(() =>
      expect(dataOf(queryClient, ['games', 'favouriteIds', SESSION.userName])).toEqual([
        'fav-1',
        'fav-2',
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Slots|RNG/i })).toBeVisible();
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
  it('seeds member, balance and favourite ids: no member request on the home', async () => {
    const { queryClient, callsTo } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': () =>
          makeBootstrap({
            member: makeMember({ nickname: 'Lucky' }),
            balance: BALANCE,
            favourites: [makeGame({ nodeId: 'fav-9' })],
          }),
      },
    });
    expect(await screen.findByText('Hi, Lucky')).toBeInTheDocument();
    expect(dataOf(queryClient, [['member', 'balance']])).toEqual(BALANCE);
    expect(dataOf(queryClient, ['games', 'favouriteIds', SESSION.userName])).toEqual(['fav-9']);
    expect(callsTo('member.info')).toHaveLength(0);
    expect(callsTo('member.balance')).toHaveLength(0);
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
