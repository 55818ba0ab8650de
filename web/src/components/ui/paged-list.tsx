/**
 * A paged list or grid over a react-query infinite query: placeholder rows or tiles while the
 * first page loads, the catalogue's error text with a retry when it fails, an empty text when
 * there is nothing, and below the items a 'page x / y' bar with a 'more' button that appends the
 * next page and keeps the earlier ones (disabled on the last one; spec section 2 "Game lists").
 * A list of one page has no bar at all: a 'Page 1 / 1' over a button that can never be pressed
 * says nothing (issue 27 item 12). Generic: the game grid,
 * inbox, records and promotions screens each give their query, how to read a page and how to
 * draw an item.
 *
 *   const games = useInfiniteQuery({
 *     ...trpc.games.list.infiniteQueryOptions(input, { getNextPageParam: nextPageNo(...) }),
 *   });
 *   <PagedList query={games} label={t('...')} pageItems={(page) => page.games}
 *     totalPages={(page) => page.totalPages} itemKey={(game) => game.nodeId}
 *     renderItem={(game) => <GameTile game={game} />} layout="grid"
 *     moreLabel={t('lists:moreGames')} empty={t('...')} />
 *
 * Its texts are the `lists` namespace: a screen with a PagedList lists it in its route.
 *
 * Page sizes: LIMITS.pageSizeList (24) for lists, LIMITS.pageSizeHomeRow (20) on home rows.
 * Changing the category or search is a new query key, so the list starts again at page 1.
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { QueryError } from './query-view.tsx';
import './paged-list.css';

/** What PagedList reads of an infinite query's result (any useInfiniteQuery result has it). */
export type PagedQuery<TPage> = Pick<
  UseInfiniteQueryResult<InfiniteData<TPage>, unknown>,
  | 'data'
  | 'error'
  | 'isPending'
  | 'isError'
  | 'isFetchNextPageError'
  | 'isFetchingNextPage'
  | 'hasNextPage'
  | 'fetchNextPage'
  | 'refetch'
>;

/**
 * getNextPageParam for the gateway's 1-based pages: the next page number while the last page
 * read is not the last one (`pageNo` of the page, or the count of pages read when it has none).
 */
export function nextPageNo<TPage>(
  totalPages: (page: TPage) => number,
  pageNo?: (page: TPage) => number | null | undefined,
) {
  return (lastPage: TPage, allPages: TPage[]): number | undefined => {
    const current = pageNo?.(lastPage) ?? allPages.length;
    return current < totalPages(lastPage) ? current + 1 : undefined;
  };
}

/**
 * The paging of a BFF list whose pages say their number and count (`{ items, page, totalPages }`,
 * contracts `pageOf`), asked with a 1-based `cursor`: `infiniteQueryOptions(input, PAGE_PAGING)`.
 */
export const PAGE_PAGING = {
  initialCursor: 1,
  getNextPageParam: nextPageNo<{ totalPages: number; page: number }>(
    (page) => page.totalPages,
    (page) => page.page,
  ),
};

export interface PagedListProps<TPage, TItem> {
  query: PagedQuery<TPage>;
  /** Accessible name of the list. */
  label: string;
  pageItems: (page: TPage) => readonly TItem[];
  itemKey: (item: TItem) => string | number;
  renderItem: (item: TItem) => ReactNode;
  /** The total page count a page reports: shows the 'page x / y' bar. */
  totalPages?: (page: TPage) => number;
  /** The number a page reports (1-based); the count of pages read when not given. */
  pageNo?: (page: TPage) => number;
  /** Rows (inbox, records) or a grid of tiles (games, promotions). */
  layout?: 'list' | 'grid';
  /** Placeholders while the first page loads (spec: four tiles). */
  placeholders?: number;
  /** One placeholder; a grey block of the item's size by default (give it the item's class). */
  renderPlaceholder?: () => ReactNode;
  /** Text of the 'more' button ("More games" on the game grid); "More" by default. */
  moreLabel?: string;
  /** Shown when the first page has no item. */
  empty: ReactNode;
  className?: string;
}

export function PagedList<TPage, TItem>({
  query,
  label,
  pageItems,
  itemKey,
  renderItem,
  totalPages,
  pageNo,
  layout = 'list',
  placeholders = 4,
  renderPlaceholder,
  moreLabel,
  empty,
  className,
}: PagedListProps<TPage, TItem>) {
  const { t } = useTranslation('lists');
  const classes = `paged-list paged-list--${layout} ${className ?? ''}`;

  if (query.isPending) {
    return (
      <div className={classes} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('app.loading')}
        </p>
        <ul className="paged-list__items" aria-hidden="true">
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index} className="paged-list__placeholder">
              {renderPlaceholder ? renderPlaceholder() : <span className="skeleton-block" />}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const pages = query.data?.pages ?? [];
  if (query.isError && pages.length === 0) {
    return (
      <div className={classes}>
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const items = pages.flatMap((page) => pageItems(page));
  if (items.length === 0) {
    return (
      <div className={classes}>
        <p className="paged-list__empty">{empty}</p>
      </div>
    );
  }

  const lastPage = pages[pages.length - 1];
  const total = totalPages && lastPage !== undefined ? totalPages(lastPage) : undefined;
  const hasMore = query.hasNextPage;
  // More than one page, by the count the pages report (or, without one, the pages read).
  const severalPages = total !== undefined ? total > 1 : pages.length > 1;
  const showPager = severalPages || hasMore;
  const shownPage = lastPage !== undefined && pageNo ? pageNo(lastPage) : pages.length;

  return (
    <div className={classes}>
      <ul className="paged-list__items" aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <QueryError error={query.error} onRetry={() => void query.fetchNextPage()} />
      ) : null}
      {showPager ? (
        <div className="paged-list__pager">
          {total !== undefined && total > 0 ? (
            <p className="paged-list__page" role="status">
              {t('pageOf', { page: Math.min(shownPage, total), total })}
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="paged-list__more"
            disabled={!hasMore || query.isFetchingNextPage}
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {moreLabel ?? t('more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
