/**
 * A game list's view in the address (issue 12: back, reload and a shared link restore it):
 * `gameType` (on /m/gameList), `gameName`, `classify`, `vassalage` (the vendor, the gateway's
 * name, as the vendor tiles link it), `minBet` and `page` (how many pages are shown). Read
 * leniently: a value the list does not know is left out, never an error.
 */
import {
  MIN_BET_OPTIONS,
  isGameType,
  type GameType,
  type MinBetOption,
} from '@app/contracts/values';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  gameType: GameType | null;
  gameName: string;
  classify: string;
  vendor: string | null;
  minBet: MinBetOption | null;
  /** Pages shown, 1 to MAX_PAGE. */
  page: number;
}

const MAX_PAGE = 500;
const VENDOR = /^[A-Za-z0-9_-]{1,40}$/;
const CLASSIFY = /^[\w .&-]{1,40}$/;

export function readListParams(search: URLSearchParams): ListParams {
  const gameType = search.get('gameType')?.toUpperCase() ?? '';
  const vendor = search.get('vassalage') ?? '';
  const classify = search.get('classify') ?? '';
  const minBet = search.get('minBet') ?? '';
  const page = Number(search.get('page'));
  return {
    gameType: isGameType(gameType) ? gameType : null,
    gameName: (search.get('gameName') ?? '').trim().slice(0, 50),
    classify: CLASSIFY.test(classify) ? classify : 'all',
    vendor: VENDOR.test(vendor) ? vendor : null,
    minBet: (MIN_BET_OPTIONS as readonly string[]).includes(minBet)
      ? (minBet as MinBetOption)
      : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

type Change = Partial<Omit<ListParams, 'gameType'>>;

/** The list's params and a setter that rewrites the address in place (no history entry each). */
export function useListParams(): [ListParams, (change: Change) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const update = useCallback(
    (change: Change) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const write = (key: string, value: string | null | undefined, fallback = '') => {
            if (value === undefined) return;
            if (value === null || value === fallback) next.delete(key);
            else next.set(key, value);
          };
          write('gameName', change.gameName);
          write('classify', change.classify, 'all');
          write('vassalage', change.vendor);
          write('minBet', change.minBet);
          write('page', change.page === undefined ? undefined : String(change.page), '1');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [params, update];
}
