/**
 * `/m/launchGame` (spec sections 2 and 4): the lottery in a frame under a bar with its close
 * button. The frame opens the BFF's `/lottery/frame`, which answers with the lottery H5 page and
 * the member's token in that page's address: the token comes from the server-side session, never
 * from this page's storage or code. Closing goes home when `pageBack` is set, else to the lottery
 * list. The route is for members only (routes.ts): a visitor is sent to log in first.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { appError, errorText } from '../../../lib/errors.ts';
import { href, pathOf } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { frameSource, readLaunchParams } from './launch-params.ts';
import './lottery.css';

export function LaunchGameScreen() {
  const { t } = useTranslation(['lottery', 'routes', 'errors']);
  const [search] = useSearchParams();
  // The player's own break closes the lottery (issue 30): the frame would answer the BFF's
  // refusal in English only, so the screen asks beside it and says it in the player's language.
  const breakUntil = useQuery(
    useTRPC().responsible.break.queryOptions(undefined, { meta: { silent: true } }),
  ).data?.until;
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  const params = readLaunchParams(search);
  const close = () => void navigate(pathOf(params?.pageBack ? 'home' : 'lottery'));

  return (
    <main className="lottery-frame">
      <div className="lottery-frame__bar">
        <h1 className="lottery-frame__title">{t('routes:titles.launchGame')}</h1>
        <button
          type="button"
          className="lottery-frame__close"
          aria-label={t('close')}
          onClick={close}
        >
          <Icon name="close" />
        </button>
      </div>
      {breakUntil ? (
        <div className="lottery-frame__bad" role="alert">
          <p>{errorText(appError('on_break', { breakUntil }), t)}</p>
          <Link className="button" to={pathOf('home')}>
            {t('home')}
          </Link>
        </div>
      ) : params ? (
        <div className="lottery-frame__stage" aria-busy={!loaded}>
          {loaded ? null : (
            <div className="lottery-frame__loading">
              <Spinner label={t('opening')} />
            </div>
          )}
          <iframe
            className="lottery-frame__frame"
            title={t('frameTitle')}
            src={frameSource(params)}
            referrerPolicy="no-referrer"
            onLoad={() => setLoaded(true)}
          />
        </div>
      ) : (
        <div className="lottery-frame__bad">
          <p>{t('badLink')}</p>
          <Link className="button" to={pathOf('lottery')}>
            {t('toList')}
          </Link>
        </div>
      )}
    </main>
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
