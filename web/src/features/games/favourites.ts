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

export function useFavourite(game: Game) {
  const { t } = useTranslation('games');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const favourite = useFavouriteIds().has(game.nodeId);

  const mutation = useMutation(
    trpc.games.setFavourite.mutationOptions({
      meta: { silent: true },
      onSuccess: (result) => {
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
    }),
  );

  const toggle = () => {
    if (!session) {
      showToast(t('games.loginFirst'), { durationMs: TIMINGS_MS.inLoggedLoginToast });
      void navigate(pathOf('login'));
      return;
    }
    if (mutation.isPending || !isGameType(game.gameType)) return;
    mutation.mutate({
      nodeId: game.nodeId,
      vendor: game.vendor,
      gameType: game.gameType,
      favourite: !favourite,
    });
  };

  return { favourite, busy: mutation.isPending, toggle };
}
