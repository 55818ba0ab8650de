import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nextPageNo, PagedList } from '../../src/components/ui/paged-list.tsx';
import { setLanguage } from '../../src/i18n/index.ts';

interface GamePage {
  games: { nodeId: string; name: string }[];
  pageNum: number;
  totalPages: number;
}

/** A fake games.list: `pages` pages of 2 games; `fail` decides, per call, whether it throws. */
function fakeGames(pages: number, fail: (pageNo: number, call: number) => boolean = () => false) {
  let calls = 0;
  let release: (() => void) | null = null;
  const fetchPage = async (pageNo: number): Promise<GamePage> => {
    calls += 1;
    if (holding) await new Promise<void>((resolve) => (release = resolve));
    if (fail(pageNo, calls)) throw new Error('boom');
    return {
      games:
        pages === 0
          ? []
          : [1, 2].map((n) => ({ nodeId: `${pageNo}-${n}`, name: `Game ${pageNo}.${n}` })),
      pageNum: pageNo,
      totalPages: pages,
    };
  };
  let holding = false;
  return {
    fetchPage,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      release?.();
    },
  };
}

function Games({ fetchPage }: { fetchPage: (pageNo: number) => Promise<GamePage> }) {
  const query = useInfiniteQuery({
    queryKey: ['games'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageNo<GamePage>(
      (page) => page.totalPages,
      (page) => page.pageNum,
    ),
    retry: false,
  });
  return (
    <PagedList
      query={query}
      label="Slots"
      layout="grid"
      pageItems={(page) => page.games}
      totalPages={(page) => page.totalPages}
      itemKey={(game) => game.nodeId}
      renderItem={(game) => <span>{game.name}</span>}
      moreLabel="More games"
      empty="No games found"
    />
  );
}

function renderGames(fake: ReturnType<typeof fakeGames>) {
  const client = new QueryClient();
  return {
    user: userEvent.setup(),
    ...render(
      <QueryClientProvider client={client}>
        <Games fetchPage={fake.fetchPage} />
      </QueryClientProvider>,
    ),
  };
}

describe('PagedList', () => {
  it('shows four placeholder tiles, hidden from screen readers, while the first page loads', async () => {
    const fake = fakeGames(3);
    fake.hold();
    const { container } = renderGames(fake);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('.paged-list__placeholder')).toHaveLength(4);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    act(() => fake.release());
    expect(await screen.findByRole('list', { name: 'Slots' })).toBeInTheDocument();
    expect(container.querySelectorAll('.paged-list__placeholder')).toHaveLength(0);
  });

  it("shows the first page with 'page 1 / 3', and 'more games' appends the next", async () => {
    const { user } = renderGames(fakeGames(3));
    const list = await screen.findByRole('list', { name: 'Slots' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Game 1.1', 'Game 1.2']);
    expect(screen.getByText('Page 1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More games' }));
    expect(await screen.findByText('Page 2 / 3')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Game 1.1', 'Game 1.2', 'Game 2.1', 'Game 2.2']);
  });

  it("disables 'more games' on the last page", async () => {
    const { user } = renderGames(fakeGames(2));
    const more = await screen.findByRole('button', { name: 'More games' });
    expect(more).toBeEnabled();
    await user.click(more);
    expect(await screen.findByText('Page 2 / 2')).toBeInTheDocument();
    await waitFor(() => expect(more).toBeDisabled());
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it("shows no pager and no 'more' on a list of one page (records, contracts, games)", async () => {
    renderGames(fakeGames(1));
    const list = await screen.findByRole('list', { name: 'Slots' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/Page 1/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More games' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing, with no pager', async () => {
    renderGames(fakeGames(0));
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More games' })).not.toBeInTheDocument();
  });

  it('shows the error text with a retry when the first page fails, and retries', async () => {
    const { user } = renderGames(fakeGames(2, (_pageNo, call) => call === 1));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByRole('list', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the pages it has when the next one fails, and retries that page', async () => {
    const { user } = renderGames(fakeGames(3, (pageNo, call) => pageNo === 2 && call === 2));
    await user.click(await screen.findByRole('button', { name: 'More games' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Page 1 / 3')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByText('Page 2 / 3')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("speaks the player's language (Portuguese)", async () => {
    await act(async () => {
      await setLanguage('PT');
    });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <PagedList
          query={{
            data: { pages: [{ items: ['a'], total: 4 }], pageParams: [1] },
            error: null,
            isPending: false,
            isError: false,
            isFetchNextPageError: false,
            isFetchingNextPage: false,
            hasNextPage: true,
            fetchNextPage: () => Promise.reject(new Error('unused')),
            refetch: () => Promise.reject(new Error('unused')),
          }}
          label="Mensagens"
          pageItems={(page) => page.items}
          totalPages={(page) => page.total}
          itemKey={(item) => item}
          renderItem={(item) => item}
          empty="-"
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Página 1 / 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mais' })).toBeEnabled();
  });
});

describe('PagedList as rows', () => {
  it('draws the placeholders it is given, as many as asked', () => {
    const client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <PagedList
          query={{
            data: undefined,
            error: null,
            isPending: true,
            isError: false,
            isFetchNextPageError: false,
            isFetchingNextPage: false,
            hasNextPage: false,
            fetchNextPage: () => Promise.reject(new Error('unused')),
            refetch: () => Promise.reject(new Error('unused')),
          }}
          label="Messages"
          layout="list"
          placeholders={6}
          renderPlaceholder={() => <span className="message-row message-row--placeholder" />}
          pageItems={(page: { items: string[] }) => page.items}
          itemKey={(item) => item}
          renderItem={(item) => item}
          empty="No messages"
        />
      </QueryClientProvider>,
    );
    expect(container.querySelector('.paged-list--list')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.message-row--placeholder')).toHaveLength(6);
    expect(screen.queryByText('No messages')).not.toBeInTheDocument();
  });
});

describe('nextPageNo', () => {
  it('asks for the next 1-based page until the last', () => {
    const next = nextPageNo<{ pageNo?: number; totalPages: number }>(
      (page) => page.totalPages,
      (page) => page.pageNo,
    );
    expect(next({ pageNo: 1, totalPages: 3 }, [])).toBe(2);
    expect(next({ pageNo: 3, totalPages: 3 }, [])).toBeUndefined();
    // Without a page number, the pages read so far count.
    expect(next({ totalPages: 3 }, [{ totalPages: 3 }, { totalPages: 3 }])).toBe(3);
    expect(next({ pageNo: 1, totalPages: 0 }, [])).toBeUndefined();
  });
});
