/**
 * `/m/play/:nodeId?launch=…` (issue 30, item 1): a launched game in the host. The launcher gets
 * here with the game's name (navigation state) and seeds `games.hosted` from the launch answer;
 * a reload asks `games.hosted` for the clock's start, and the BFF's frame page for the game. A
 * launch that is not the member's, or no longer kept, says so with the way home. While the game
 * is on screen, the reality check (reality-check.tsx) counts its intervals.
 */
import { GAME_FRAME_PATH, LaunchIdSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../lib/errors.ts';
import { pathOf } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { GameHost } from './game-host.tsx';
import { RealityCheck } from './reality-check.tsx';

/** What the launcher hands the host screen. */
export interface PlayState {
  name?: string;
}

export function PlayScreen() {
  const { t } = useTranslation(['host', 'errors']);
  const trpc = useTRPC();
  const { nodeId } = useParams();
  const [search] = useSearchParams();
  const state = useLocation().state as PlayState | null;
  const launchId = LaunchIdSchema.safeParse(search.get('launch'));
  const hosted = useQuery(
    trpc.games.hosted.queryOptions(
      { launchId: launchId.success ? launchId.data : '' },
      { enabled: launchId.success, retry: false, staleTime: Infinity, meta: { silent: true } },
    ),
  );
  const game = hosted.data?.nodeId === nodeId ? hosted.data : undefined;
  const title = state?.name ?? t('game');
  const home = (
    <Link className="button" to={pathOf('home')}>
      {t('home')}
    </Link>
  );

  let message = null;
  if (!launchId.success) message = <p>{t('badLink')}</p>;
  else if (hosted.error) message = <p>{errorText(hosted.error, t)}</p>;
  else if (hosted.data && !game) message = <p>{t('errors:game_ended')}</p>;

  const startedAt = game ? Date.parse(game.startedAt) : null;
  return (
    <>
      <GameHost
        title={title}
        frameSrc={game && launchId.success ? `${GAME_FRAME_PATH}/${launchId.data}` : null}
        startedAt={startedAt}
      >
        {message ? (
          <div role="alert" className="game-host__refusal">
            {message}
            {home}
          </div>
        ) : null}
      </GameHost>
      {startedAt !== null && launchId.success && !message ? (
        <RealityCheck launchId={launchId.data} startedAt={startedAt} />
      ) : null}
    </>
  );
}
