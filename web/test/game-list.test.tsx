import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readListParams } from '../src/features/games/game-list/list-params.ts';
import { makeBootstrap, makeGame, SESSION } from './utils/fixtures.ts';
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

  it('keeps every earlier page: More games grows the grid 24, 48, 72', async () => {
    const { user, nav } = renderApp({
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
    expect(within(games).getAllByRole('listitem')).toHaveLength(48);
    await user.click(more());
    await screen.findByText('Page 3 / 4');
    expect(within(games).getAllByRole('listitem')).toHaveLength(72);
    expect(within(games).getByText('Game 1-0')).toBeInTheDocument();
    expect(within(games).getByText('Game 3-23')).toBeInTheDocument();
    await waitFor(() => expect(nav.search()).toBe('?page=3'));
  });

  it('opens a shared link with page=3 on every page up to the third, asked once each', async () => {
    const { callsTo, queryClient } = renderApp({
      path: '/m/rng?page=3',
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories: CATEGORIES }),
        'games.categories': () => CATEGORIES,
        'games.list': (input) => PAGE_OF(24, (input as { cursor?: number }).cursor ?? 1, 4),
      },
    });
    const games = await screen.findByRole('list', { name: 'Games' });
    await screen.findByText('Page 3 / 4');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(games).getAllByRole('listitem')).toHaveLength(72);
    const cursors = callsTo('games.list').map((c) => (c.input as { cursor?: number }).cursor);
    expect(cursors).toEqual([1, 2, 3]);
  });

  it('shows no page bar and no More games on a list of one page', async () => {
    renderApp({
      path: '/m/rng',
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories: CATEGORIES }),
        'games.categories': () => CATEGORIES,
        'games.list': () => PAGE_OF(5, 1, 1),
      },
    });
    const games = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByText(/Page 1/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More games' })).not.toBeInTheDocument();
  });

  it('shows the in-house (crash) list without the filter bar, on Crash', async () => {
    const { callsTo } = renderApp({
      path: '/m/rng?vassalage=INHOUSE',
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories: CATEGORIES }),
        'games.categories': () => CATEGORIES,
        'games.list': () => PAGE_OF(3, 1, 1),
      },
    });
    const games = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(games).getAllByRole('listitem')).toHaveLength(3));
    expect(callsTo('games.list').at(-1)?.input).toMatchObject({
      vendor: 'INHOUSE',
      classify: 'Crash',
    });
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Providers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All providers' })).not.toBeInTheDocument();
  });

  it("shows the cockfight vendor on the side menu's cockfight link, not the sports vendors", async () => {
    const tiles = (gameType: string, vendor: string, displayName: string) => ({
      gameType,
      classifications: [],
      vendors: [{ ...CATEGORIES[0]!.vendors[0]!, vendor, displayName, gameType, opensList: false }],
    });
    const categories = [tiles('SPORTS', 'SB', 'Saba Sports'), tiles('COCKFIGHT', 'SV3', 'SV388')];
    renderApp({
      path: '/m/sports?gameType=COCKFIGHT',
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories }),
        'games.categories': () => categories,
      },
    });
    const vendors = await screen.findByRole('list', { name: 'Providers' });
    expect(await within(vendors).findByText('SV388')).toBeInTheDocument();
    expect(within(vendors).queryByText('Saba Sports')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeInTheDocument();
    // The header names cockfighting too, not the route it borrows (Sports).
    const header = screen.getByRole('banner');
    await waitFor(() =>
      expect(header.querySelector('.header__title')).toHaveTextContent('Cockfight'),
    );
    expect(within(header).queryByText('Sports')).not.toBeInTheDocument();
  });

  it("names the sports list Sports in the header, and e-sports' list E-sports", async () => {
    const esports = [
      {
        gameType: 'ESPORTS',
        classifications: [],
        vendors: [{ ...CATEGORIES[0]!.vendors[0]!, gameType: 'ESPORTS', opensList: false }],
      },
    ];
    const { unmount } = renderApp({
      path: '/m/sports',
      handlers: { 'games.categories': () => esports },
    });
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(header.querySelector('.header__title')).toHaveTextContent('Sports'));
    unmount();
    renderApp({
      path: '/m/sports?gameType=ESPORTS',
      handlers: { 'games.categories': () => esports },
    });
    const again = await screen.findByRole('banner');
    await waitFor(() =>
      expect(again.querySelector('.header__title')).toHaveTextContent(/^E-?sports$/i),
    );
  });

  it("draws the Live casino list as a lobby: each vendor's own art, not its logo", async () => {
    const live = [
      {
        gameType: 'LIVE',
        classifications: [],
        vendors: [
          {
            ...CATEGORIES[0]!.vendors[0]!,
            vendor: 'EVO',
            displayName: 'Evolution',
            gameType: 'LIVE',
            iconUrl: 'https://cdn.example/evo-logo.png',
            largeIconUrl: 'https://cdn.example/evo-art.png',
            opensList: false,
          },
        ],
      },
    ];
    const { container } = renderApp({
      path: '/m/live',
      handlers: {
        'home.bootstrap': () => makeBootstrap({ categories: live }),
        'games.categories': () => live,
      },
    });
    const vendors = await screen.findByRole('list', { name: 'Providers' });
    await within(vendors).findByText('Evolution');
    expect(container.querySelector('.tile--vendor-art img')).toHaveAttribute(
      'src',
      'https://cdn.example/evo-art.png',
    );
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
