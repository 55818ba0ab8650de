/** Game and vendor tiles of the home rows: fixed-size boxes, lazy images with width/height. */
import type { Game, Vendor } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toast.tsx';
import { useSessionInfo } from '../../lib/session.ts';

/** Tapping a game: a visitor goes to log in; launching arrives in a later issue. */
export function useOpenGame() {
  const navigate = useNavigate();
  const session = useSessionInfo();
  const { t } = useTranslation();
  return () => {
    if (!session) void navigate('/login');
    else showToast(t('home.launchSoon'));
  };
}

export function GameTile({ game }: { game: Game }) {
  const open = useOpenGame();
  return (
    <li className="tile">
      <button type="button" className="tile__button" onClick={open}>
        <span className="tile__image">
          {game.iconUrl ? (
            <img src={game.iconUrl} alt="" width={96} height={96} loading="lazy" />
          ) : null}
        </span>
        <span className="tile__name">{game.name}</span>
      </button>
    </li>
  );
}

export function VendorTile({ vendor }: { vendor: Vendor }) {
  const navigate = useNavigate();
  const openGame = useOpenGame();
  const onClick = () => {
    if (vendor.opensList) {
      void navigate(
        `/gameList?gameType=${encodeURIComponent(vendor.gameType)}&vassalage=${encodeURIComponent(vendor.vendor)}`,
      );
    } else {
      openGame();
    }
  };
  return (
    <li className="tile tile--vendor">
      <button type="button" className="tile__button" onClick={onClick}>
        <span className="tile__image">
          {vendor.iconUrl ? (
            <img src={vendor.iconUrl} alt="" width={96} height={96} loading="lazy" />
          ) : null}
        </span>
        <span className="tile__name">{vendor.displayName}</span>
      </button>
    </li>
  );
}
