/**
 * The favourite toggle of a game tile (spec section 4): a visitor is sent to log in with
 * 'in_logged_login' for 2 s; a member's add shows 'saved'; `success: false` from the gateway
 * changes nothing; a failed request only ends the busy state (spec section 8). The FAV row reads
 * home.bootstrap's favourites, so a confirmed change updates that cached list in place.
 */
import type { Game } from '@app/contracts';
import { isGameType, TIMINGS_MS } from '@app/contracts/values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toast.tsx';
import { useHomeBootstrap, type HomeData } from '../../lib/bootstrap.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';

function withFavourite(data: HomeData | undefined, game: Game, on: boolean) {
  if (!data) return data;
  const rest = data.favourites.filter((g) => g.nodeId !== game.nodeId);
  return { ...data, favourites: on ? [game, ...rest] : rest };
}

export function useFavourite(game: Game) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const home = useHomeBootstrap({ enabled: false });
  const favourite = home.data?.favourites.some((g) => g.nodeId === game.nodeId) ?? false;

  const mutation = useMutation(
    trpc.games.setFavourite.mutationOptions({
      meta: { silent: true },
      onSuccess: (result) => {
        if (!result.success) return;
        queryClient.setQueriesData<HomeData>(trpc.home.bootstrap.pathFilter(), (data) =>
          withFavourite(data, game, result.favourite),
        );
        if (result.favourite) showToast(t('games.saved'));
      },
    }),
  );

  const toggle = () => {
    if (!session) {
      showToast(t('games.loginFirst'), { durationMs: TIMINGS_MS.inLoggedLoginToast });
      void navigate('/login');
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
