/**
 * One game launcher for the whole app: tiles, the live promo card and Bet Now call `openGame`
 * from context; the launcher owns the free-play choice, the "opening" indicator and the single
 * games.launch mutation, so a tap launches exactly once (the gateway refuses a second launch
 * while a round is open, upstream-gateway.md section 10). The BFF answers where the game opens:
 * in our host (`/m/play/:nodeId`, issue 30) when its provider lets us frame it, else as before.
 */
import { isGameType, TIMINGS_MS } from '@app/contracts/values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { categoriesOptions, elottVendorsOf } from './games-queries.ts';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { gameClick, isLotteryTarget, opensGameWindow, type LaunchTarget } from './launch.ts';
import { appError, toastError } from '../../lib/errors.ts';
import './games.css';
import { href, pathOf } from '../../lib/paths.ts';
import type { PlayState } from './host/play-screen.tsx';

/** This tab: where a game opens outside iOS, and where the host is. */
const THIS_TAB: GameTab = { show: (url) => window.location.assign(url), discard: () => undefined };

/** Where a game opens, made on the tap, before its launch URL exists. */
export interface GameTab {
  show(url: string): void;
  /** The launch failed: an opened window closes again. */
  discard(): void;
}

/** Tests replace `prepare`. */
export const gameWindow = {
  /**
   * Vendors whose last launch opened in the host (this page's memory): on iOS their next launch
   * opens no window on the tap, which would only close again.
   */
  hostedVendors: new Set<string>(),
  /**
   * On iOS a new window, opened now, in the tap (null when the browser blocks it); elsewhere this
   * tab, which no popup blocker stops (launch.ts, opensGameWindow).
   */
  prepare(): GameTab | null {
    if (!opensGameWindow(navigator)) return THIS_TAB;
    const tab = window.open('', '_blank');
    if (!tab) return null;
    // The game's page gets no handle on ours.
    tab.opener = null;
    return {
      show: (url) => tab.location.replace(url),
      discard: () => tab.close(),
    };
  },
};

const OpenGameContext = createContext<((target: LaunchTarget) => void) | null>(null);

export function useOpenGame(): (target: LaunchTarget) => void {
  const open = useContext(OpenGameContext);
  if (!open) throw new Error('useOpenGame outside <GameLauncher>');
  return open;
}

export function GameLauncher({ children }: { children: ReactNode }) {
  const { t } = useTranslation('games');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionInfo();
  const queryClient = useQueryClient();
  const language = useDataLanguage();
  const [choosing, setChoosing] = useState<LaunchTarget | null>(null);
  const launch = useMutation(trpc.games.launch.mutationOptions());
  const gameOpened = useRefreshBalanceOnReturn();
  const { mutate, isPending } = launch;

  const start = useCallback(
    (target: LaunchTarget, freePlay: boolean) => {
      setChoosing(null);
      const { nodeId, gameType } = target;
      // A game the catalogue cannot identify cannot be launched: say so rather than fail later.
      if (!nodeId || !isGameType(gameType)) {
        showToast(t('errors.unknown'), { tone: 'error' });
        return;
      }
      // Still in the tap: iOS opens the game's window only here (issue 12), unless the game's
      // vendor opened in our host last time (it most likely will again).
      const vendor = target.vendor.toUpperCase();
      const tab = gameWindow.hostedVendors.has(vendor) ? THIS_TAB : gameWindow.prepare();
      if (!tab) {
        toastError(appError('popup_blocked'));
        return;
      }
      mutate(
        { nodeId, vendor: target.vendor, gameType, gameId: target.gameId ?? undefined, freePlay },
        {
          onSuccess: (launch) => {
            if (launch.opens === 'window') {
              gameWindow.hostedVendors.delete(vendor);
              gameOpened();
              tab.show(launch.url);
              return;
            }
            // The host: a window opened on the tap is not needed after all.
            gameWindow.hostedVendors.add(vendor);
            tab.discard();
            queryClient.setQueryData(trpc.games.hosted.queryKey({ launchId: launch.launchId }), {
              nodeId,
              vendor: target.vendor,
              startedAt: launch.startedAt,
            });
            const state: PlayState = { name: target.name };
            void navigate(
              href('play', { params: { nodeId }, query: { launch: launch.launchId } }),
              { state },
            );
          },
          onError: () => tab.discard(),
        },
      );
    },
    [mutate, gameOpened, t, queryClient, trpc, navigate],
  );

  const openGame = useCallback(
    (target: LaunchTarget) => {
      if (isPending) return;
      const signedIn = session !== null;
      if (signedIn && isLotteryTarget(target)) {
        // The prize mode depends on the merchant's ELOTT vendors: the games domain's categories,
        // fetched on demand when this screen was opened without the home.
        void queryClient
          .ensureQueryData(categoriesOptions(trpc, language))
          .then(elottVendorsOf, () => [])
          .then((elottVendors) => {
            // From the lottery list, closing the frame comes back to it.
            const pageBack = location.pathname !== pathOf('lottery');
            const click = gameClick(target, { signedIn, elottVendors, pageBack });
            if (click.kind === 'lottery') void navigate(click.path);
          });
        return;
      }
      const click = gameClick(target, { signedIn, elottVendors: [] });
      switch (click.kind) {
        case 'login':
          showToast(t('games.loginFirst'), { durationMs: TIMINGS_MS.inLoggedLoginToast });
          void navigate(pathOf('login'));
          break;
        case 'lottery':
          void navigate(click.path);
          break;
        case 'choose':
          setChoosing(click.target);
          break;
        case 'launch':
          start(click.target, false);
          break;
      }
    },
    [isPending, session, queryClient, trpc, language, location.pathname, t, navigate, start],
  );

  return (
    <OpenGameContext.Provider value={openGame}>
      {children}
      <Dialog
        open={choosing !== null}
        title={choosing?.name ?? ''}
        closeLabel={t('games.close')}
        onClose={() => setChoosing(null)}
        className="play-choice"
      >
        <p>{t('games.chooseMode')}</p>
        <div className="play-choice__actions">
          <Button onClick={() => choosing && start(choosing, false)}>{t('games.playReal')}</Button>
          <Button variant="secondary" onClick={() => choosing && start(choosing, true)}>
            {t('games.playFree')}
          </Button>
        </div>
      </Dialog>
      {isPending ? (
        <div className="launch-overlay">
          <Spinner label={t('games.opening')} />
        </div>
      ) : null}
    </OpenGameContext.Provider>
  );
}

/**
 * The balance moves while the player is in a game: it is read again when they come back (issue
 * 12), to this tab from the game's window (`visibilitychange`) or to this page from the game's
 * (`pageshow` of a page restored from the back-forward cache, which runs no script on its own).
 * Returns what the launcher calls when a game opens.
 */
function useRefreshBalanceOnReturn(): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const away = useRef(false);
  useEffect(() => {
    const refresh = () => {
      if (!away.current) return;
      away.current = false;
      void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [queryClient, trpc]);
  return useCallback(() => {
    away.current = true;
  }, []);
}
