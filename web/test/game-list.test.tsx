import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readListParams } from '../src/features/games/game-list/list-params.ts';
import { makeBootstrap, makeGame, SESSION } from './utils/fixtures.ts';
import { AddressGate } from './utils/memory-router.tsx';
import { renderApp } from './utils/render-app.tsx';

const params = (query: string) => readListParams(new URLSearchParams(query));

describe('the game list address', () => {
  it('reads every filter and the pages shown', () => {
    expect(
      params('gameType=rng&gameName=%20Golden%20&classify=new&vassalage=PG&minBet=0.5&page=3'),
    ).toEqual({
      gameType: 'RNG',
      gameName: 'Golden',
      classify: 'new',
      vendor: 'PG',
      minBet: '0.5',
      page: 3,
    });
  });

  it('drops what the list does not know instead of failing', () => {
    expect(params('gameType=POKER&classify=%3Cb%3E&vassalage=../JL&minBet=0.3&page=-2')).toEqual({
      gameType: null,
      gameName: '',
      classify: 'all',
      vendor: null,
      minBet: null,
      page: 1,
    });
    expect(params('page=2.5').page).toBe(1);
    expect(params('page=99999').page).toBe(500);
    expect(params(`gameName=${'x'.repeat(80)}`).gameName).toHaveLength(50);
  });

  it("opens the in-house vendor on 'Crash', any other on all", () => {
    expect(params('vassalage=INHOUSE').classify).toBe('Crash');
    expect(params('vassalage=INHOUSE&classify=all').classify).toBe('all');
    expect(params('vassalage=PG').classify).toBe('all');
  });
});

const PAGE_OF = (count: number, page: number, totalPages: number) => ({
  games: Array.from({ length: count }, (_, i) =>
    makeGame({ nodeId: `${page}${String(i).padStart(3, '0')}`, name: `Game ${page}-${i}` }),
  ),
  page,
  totalPages,
});

const CATEGORIES = [
  {
    gameType: 'RNG',
    classifications: [{ key: 'Slots', displayName: 'Slots' }],
    vendors: [
      {
        vendor: 'JL',
        displayName: 'JILI',
        gameType: 'RNG',
        iconUrl: null,
        largeIconUrl: null,
        opensList: true,
        lobby: { gameCode: null, gameId: null, nodeId: null },
        gameCount: 80,
      },
      {
        vendor: 'PG',
        displayName: 'PG Soft',
        gameType: 'RNG',
        iconUrl: null,
        largeIconUrl: null,
        opensList: true,
        lobby: { gameCode: null, gameId: null, nodeId: null },
        gameCount: 60,
      },
    ],
  },
];

describe('the RNG list', () => {
  it('asks games.list with the strips as the player sets them, and pages with More games', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/rng',
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories: CATEGORIES }),
        'games.categories': () => CATEGORIES,
        'games.list': (input) => {
          const { cursor } = input as { cursor?: number };
          return PAGE_OF(24, cursor ?? 1, 2);
        },
      },
    });
    const games = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(24));
    expect(screen.getByText('Page 1 / 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More games' }));
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(48));
    expect(screen.getByRole('button', { name: 'More games' })).toBeDisabled();

    const providers = screen.getByRole('group', { name: 'Providers' });
    await user.click(within(providers).getByRole('button', { name: 'PG Soft' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', {
        name: 'Slots',
      }),
    );
    await waitFor(() =>
      expect(callsTo('games.list').at(-1)?.input).toMatchObject({
        gameType: 'RNG',
        vendor: 'PG',
        classify: 'Slots',
        cursor: 1,
      }),
    );
    // The same vendor again clears it.
    await user.click(within(providers).getByRole('button', { name: 'PG Soft' }));
    await waitFor(() => expect(callsTo('games.list').at(-1)?.input).not.toHaveProperty('vendor'));
    expect(within(providers).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps the category for a vendor from the strip, resets it for one from the drawer', async () => {
    const { user, callsTo, nav } = renderApp({
      path: '/m/rng?classify=new',
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories: CATEGORIES }),
        'games.categories': () => CATEGORIES,
        'games.list': () => PAGE_OF(3, 1, 1),
      },
    });
    const providers = await screen.findByRole('group', { name: 'Providers' });
    await user.click(within(providers).getByRole('button', { name: 'JILI' }));
    await waitFor(() =>
      expect(callsTo('games.list').at(-1)?.input).toMatchObject({ vendor: 'JL', classify: 'new' }),
    );
    await user.click(screen.getByRole('button', { name: 'All providers' }));
    const drawer = await screen.findByRole('dialog', { name: 'Game providers' });
    expect(within(drawer).getByRole('button', { name: 'JILI' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(drawer).getByRole('button', { name: 'PG Soft' }));
    await waitFor(() =>
      expect(callsTo('games.list').at(-1)?.input).toMatchObject({ vendor: 'PG', classify: 'all' }),
    );
    expect(nav.search()).toBe('?vassalage=PG');
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/m/providers?vassalage=PG',
    );
  });

  it('keeps two pages on screen: a third lets go of the first, Earlier brings it back', async () => {
    const { user } = renderApp({
      path: '/m/rng',
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories: CATEGORIES }),
        'games.categories': () => CATEGORIES,
        'games.list': (input) => PAGE_OF(24, (input as { cursor?: number }).cursor ?? 1, 4),
      },
    });
    const games = await screen.findByRole('list', { name: 'Games' });
    const more = () => screen.getByRole('button', { name: 'More games' });
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(24));
    await user.click(more());
    await screen.findByText('Page 2 / 4');
    await user.click(more());
    await screen.findByText('Page 3 / 4');
    expect(within(games).getAllByRole('listitem')).toHaveLength(48);
    expect(within(games).queryByText('Game 1-0')).not.toBeInTheDocument();
    expect(within(games).getByText('Game 2-0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Earlier games' }));
    await screen.findByText('Page 2 / 4');
    expect(within(games).getByText('Game 1-0')).toBeInTheDocument();
    expect(within(games).queryByText('Game 3-0')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Earlier games' })).not.toBeInTheDocument();
  });

  it('keeps the page Earlier brought back when its answer comes before the address', async () => {
    // React Router applies the new address (page=2) in a transition: on a busy phone the page
    // fetched comes first, and the list must not read the old address (page=3) as a reload
    // asking for page 3 again.
    const gate = new AddressGate();
    const { user, callsTo, nav, queryClient } = renderApp({
      path: '/m/rng?page=3',
      addressGate: gate,
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories: CATEGORIES }),
        'games.categories': () => CATEGORIES,
        'games.list': (input) => PAGE_OF(24, (input as { cursor?: number }).cursor ?? 1, 4),
      },
    });
    const games = await screen.findByRole('list', { name: 'Games' });
    // The shared link opens on pages 2 and 3.
    await screen.findByText('Page 3 / 4');
    expect(within(games).getByText('Game 2-0')).toBeInTheDocument();
    const cursors = () => callsTo('games.list').map((c) => (c.input as { cursor?: number }).cursor);
    expect(cursors()).toEqual([2, 3]);

    gate.arm('/rng?page=3');
    await user.click(screen.getByRole('button', { name: 'Earlier games' }));
    // Page 1 is answered while the address still says page 3.
    await waitFor(() => expect(cursors()).toContain(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(nav.search()).toBe('?page=3');
    gate.release();
    await waitFor(() => expect(nav.search()).toBe('?page=2'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(cursors()).toEqual([2, 3, 1]);
    expect(screen.getByText('Page 2 / 4')).toBeInTheDocument();
    expect(within(games).getByText('Game 1-0')).toBeInTheDocument();
    expect(within(games).queryByText('Game 3-0')).not.toBeInTheDocument();
  });

  it("shows a member's favourites from games.memberList, and says when there are none", async () => {
    renderApp({
      path: '/m/fav',
      session: SESSION,
      handlers: {
        'games.memberList': () => ({ games: [], page: 1, totalPages: 0 }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeInTheDocument();
    expect(await screen.findByText(/No favourite games yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
  });

  it('takes a favourite removed in the favourites view off the list; a failed removal keeps it', async () => {
    let fail = true;
    const { user } = renderApp({
      path: '/m/fav',
      session: SESSION,
      handlers: {
        'games.memberList': () => PAGE_OF(3, 1, 1),
        'games.favouriteIds': () => ['1000', '1001', '1002'],
        'games.setFavourite': () => {
          if (fail) throw new Error('network down');
          return { success: true, favourite: false };
        },
      },
    });
    const games = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(3));
    const heart = within(games).getByRole('button', { name: 'Favourite: Game 1-0' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy', 'true'));
    expect(within(games).getAllByRole('listitem')).toHaveLength(3);

    fail = false;
    await user.click(heart);
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(2));
    expect(within(games).queryByText('Game 1-0')).not.toBeInTheDocument();
  });
});
