/**
 * `/m/launchGame` (spec sections 2 and 4): the lottery in the game host (issue 30), under its bar
 * with the close button, the session clock, the balance and the way to deposit. The frame opens
 * the BFF's `/lottery/frame`, which answers with the lottery H5 page and the member's token in
 * that page's address: the token comes from the server-side session, never from this page's
 * storage or code. Closing goes home when `pageBack` is set, else to the lottery list. The route
 * is for members only (routes.ts): a visitor is sent to log in first.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { appError, errorText } from '../../../lib/errors.ts';
import { href, pathOf } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { GameHost } from '../host/game-host.tsx';
import { frameSource, readLaunchParams } from './launch-params.ts';

export function LaunchGameScreen() {
  const { t } = useTranslation(['lottery', 'routes', 'errors']);
  const [search] = useSearchParams();
  // The player's own break closes the lottery (issue 30): the frame would answer the BFF's
  // refusal in English only, so the screen asks beside it and says it in the player's language.
  const breakUntil = useQuery(
    useTRPC().responsible.break.queryOptions(undefined, { meta: { silent: true } }),
  ).data?.until;
  // The lottery's session begins when its frame opens.
  const [startedAt] = useState(Date.now);
  const params = readLaunchParams(search);

  let refusal = null;
  if (breakUntil) {
    refusal = (
      <div className="game-host__refusal" role="alert">
        <p>{errorText(appError('on_break', { breakUntil }), t)}</p>
        <Link className="button" to={pathOf('home')}>
          {t('home')}
        </Link>
      </div>
    );
  } else if (!params) {
    refusal = (
      <div className="game-host__refusal">
        <p>{t('badLink')}</p>
        <Link className="button" to={pathOf('lottery')}>
          {t('toList')}
        </Link>
      </div>
    );
  }

  return (
    <GameHost
      title={t('routes:titles.launchGame')}
      frameTitle={t('frameTitle')}
      frameSrc={params ? frameSource(params) : null}
      startedAt={refusal ? null : startedAt}
      leaveTo={pathOf(params?.pageBack ? 'home' : 'lottery')}
      leaveLabel={t('close')}
      leaveIcon="close"
    >
      {refusal}
    </GameHost>
  );
}

/**
 * The H5 page's own address (`/m/lotto-h5/{mui}/{playType}/games/{gameId}`) reached inside the
 * app: it opens through the launch route, which gets the page its token. (Loaded in full, the
 * address is the H5 app itself, served through the BFF.)
 */
export function LottoH5Redirect() {
  const [search] = useSearchParams();
  const { playType, gameId } = useParams();
  const to = href('launchGame', {
    query: {
      playType: playType ?? 'ent',
      gameId: gameId ?? '',
      prize_mode: search.get('prize_mode') ?? 'Lott',
      pageBack: 'home',
    },
  });
  return <Navigate to={to} replace />;
}
