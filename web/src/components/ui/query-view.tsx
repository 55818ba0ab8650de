/**
 * One react-query result on screen, the way every screen shows one: what stands in while it
 * loads (the screen's own skeleton or spinner), the error's readable text with a retry (the
 * whole message is the retry button, LoadError), the empty state when the screen has one, and
 * otherwise the data.
 *
 *   const club = useQuery(trpc.vip.club.queryOptions(...));
 *   <QueryView query={club} loading={<Skeleton className="vip-skeleton" />}>   (card.tsx)
 *     {(data) => <Overview club={data} />}
 *   </QueryView>
 *
 *   <QueryView query={received} loading={...} isEmpty={(data) => data.items.length === 0}
 *     empty={<p className="rewards-empty">{t('received.empty')}</p>}>
 *     {(data) => <ul>...</ul>}
 *   </QueryView>
 *
 * A failed refetch shows the error over the data it replaces (the answer on screen may be
 * wrong now), unless the screen keeps the data it has (`keepData`: the help topics, the
 * notices). Paged lists (infinite queries) are PagedList, which shows the same error.
 *
 * Light on purpose (no zod, no form library): the home's first load uses it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors.ts';
import { LoadError } from './load-error.tsx';
import './ui.css';

/** What QueryView reads of a query's result (any useQuery result has it). */
export interface ViewedQuery<TData> {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<TData> {
  query: ViewedQuery<TData>;
  /** Shown while there is no data yet (a skeleton of what comes, or a Spinner). */
  loading: ReactNode;
  /** The data is there but there is nothing to show: `empty` is shown instead. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  /** The data on screen stays when a refetch fails (the error shows only without data). */
  keepData?: boolean;
  children: (data: TData) => ReactNode;
}

export function QueryView<TData>({
  query,
  loading,
  isEmpty,
  empty,
  keepData = false,
  children,
}: QueryViewProps<TData>) {
  const { data } = query;
  if (query.isError && (!keepData || data === undefined)) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (data === undefined) return loading;
  if (isEmpty?.(data)) return empty;
  return children(data);
}

/**
 * A failed load: the error's text from the catalogue (the `errors` namespace the screen's route
 * loads, else the shell's copy in `common`) and the shell's "Loading failed, click to retry".
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadError detail={errorText(error, t)} label={t('errors.loading_failed')} onRetry={onRetry} />
  );
}
