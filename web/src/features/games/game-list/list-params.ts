/**
 * A game list's view in the address (issue 12: back, reload and a shared link restore it):
 * `gameType` (on /m/gameList), `gameName`, `classify`, `vassalage` (the vendor, the gateway's
 * name, as the vendor tiles link it), `minBet` and `page` (how many pages are shown). Read
 * leniently: a value the list does not know is left out, never an error.
 */
import {
  IN_HOUSE_DEFAULT_CLASSIFY,
  IN_HOUSE_VENDOR,
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

/** The category a list opens on: 'Crash' for the in-house vendor, else all (spec section 2). */
export function defaultClassify(vendor: string | null): string {
  return vendor === IN_HOUSE_VENDOR ? IN_HOUSE_DEFAULT_CLASSIFY : 'all';
}

export function readListParams(search: URLSearchParams): ListParams {
  const gameType = search.get('gameType')?.toUpperCase() ?? '';
  const vendorParam = search.get('vassalage') ?? '';
  const vendor = VENDOR.test(vendorParam) ? vendorParam : null;
  const classify = search.get('classify') ?? '';
  const minBet = search.get('minBet') ?? '';
  const page = Number(search.get('page'));
  return {
    gameType: isGameType(gameType) ? gameType : null,
    gameName: (search.get('gameName') ?? '').trim().slice(0, 50),
    classify: CLASSIFY.test(classify) ? classify : defaultClassify(vendor),
    vendor,
    minBet: (MIN_BET_OPTIONS as readonly string[]).includes(minBet)
      ? (minBet as MinBetOption)
      : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** `classify: null` goes back to the vendor's default category. */
type Change = Partial<Omit<ListParams, 'gameType' | 'classify'>> & { classify?: string | null };

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
          write('vassalage', change.vendor);
          // The list's default category is left out of the address (it depends on the vendor).
          write('classify', change.classify, defaultClassify(next.get('vassalage')));
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
