/**
 * The favourite toggle of a game tile (spec section 4): a visitor is sent to log in with
 * 'in_logged_login' for 2 s; a member's add shows 'saved'; `success: false` from the gateway
 * changes nothing; a failed request only ends the busy state (spec section 8). The heart reads the
 * games domain's favourite ids; a confirmed change updates them, and the home's FAV row (a list
 * in home.bootstrap), in place.
 */
import type { Game, GameListPage } from '@app/contracts';
import { isGameType, TIMINGS_MS } from '@app/contracts/values';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toast.tsx';
import type { HomeData } from '../../lib/bootstrap.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { setFavouriteId, useFavouriteIds } from './games-queries.ts';
import { pathOf } from '../../lib/paths.ts';

function withFavourite(data: HomeData | undefined, game: Game, on: boolean) {
  if (!data) return data;
  const rest = data.favourites.filter((g) => g.nodeId !== game.nodeId);
  return { ...data, favourites: on ? [game, ...rest] : rest };
}

function withoutGame(
  data: InfiniteData<GameListPage> | undefined,
  nodeId: string,
): InfiniteData<GameListPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      games: page.games.filter((g) => g.nodeId !== nodeId),
    })),
  };
}

interface Favourites {
  ids: ReadonlySet<string>;
  /** The games whose change is on its way. */
  busy: ReadonlySet<string>;
  toggle: (game: Game) => void;
  /** The heart's name for a game ('Favourite: <name>'). */
  label: (name: string) => string;
}

const FavouritesContext = createContext<Favourites | null>(null);

/**
 * The favourites of every tile on the page, in one place: the member's ids, one mutation and the
 * texts. A page holds a hundred tiles; each asking for these itself cost two queries, a mutation
 * and three translation hooks per tile, about a third of a server render of the home (and of its
 * hydration on the phone).
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('games');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const ids = useFavouriteIds();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const { mutateAsync } = useMutation(
    trpc.games.setFavourite.mutationOptions({ meta: { silent: true } }),
  );

  const applied = useCallback(
    (game: Game, result: { success: boolean; favourite: boolean }) => {
      if (!result.success) return;
      if (session) setFavouriteId(queryClient, session.userName, game.nodeId, result.favourite);
      queryClient.setQueriesData<HomeData>(trpc.home.bootstrap.pathFilter(), (data) =>
        withFavourite(data, game, result.favourite),
      );
      // Removed in the favourites view, the tile leaves the list (spec section 2).
      if (!result.favourite) {
        queryClient.setQueriesData<InfiniteData<GameListPage>>(
          { queryKey: trpc.games.memberList.infiniteQueryKey({ classify: 'fav' }) },
          (data) => withoutGame(data, game.nodeId),
        );
      }
      if (result.favourite) showToast(t('games.saved'));
    },
    [queryClient, session, t, trpc],
  );

  const toggle = useCallback(
    (game: Game) => {
      if (!session) {
        showToast(t('games.loginFirst'), { durationMs: TIMINGS_MS.inLoggedLoginToast });
        void navigate(pathOf('login'));
        return;
      }
      if (busy.has(game.nodeId) || !isGameType(game.gameType)) return;
      const mark = (on: boolean) =>
        setBusy((current) => {
          const next = new Set(current);
          if (on) next.add(game.nodeId);
          else next.delete(game.nodeId);
          return next;
        });
      mark(true);
      mutateAsync({
        nodeId: game.nodeId,
        vendor: game.vendor,
        gameType: game.gameType,
        favourite: !ids.has(game.nodeId),
      })
        .then((result) => applied(game, result))
        // A failed request only ends the busy state (spec section 8).
        .catch(() => undefined)
        .finally(() => mark(false));
    },
    [applied, busy, ids, mutateAsync, navigate, session, t],
  );

  const label = useCallback((name: string) => t('games.favourite', { name }), [t]);
  const value = useMemo(() => ({ ids, busy, toggle, label }), [ids, busy, toggle, label]);
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

/** One tile's heart: whether the game is a favourite, whether a change is on its way, the toggle. */
export function useFavourite(game: Game) {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error('useFavourite outside <FavouritesProvider>');
  const { ids, busy, toggle, label } = favourites;
  return {
    favourite: ids.has(game.nodeId),
    busy: busy.has(game.nodeId),
    toggle: () => toggle(game),
    label: label(game.name),
  };
}
