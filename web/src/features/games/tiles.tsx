/** Game and vendor tiles: fixed-size boxes, lazy images with width/height. */
import type { Game, HotMatch, Vendor } from '@app/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { useFavourite } from './favourites.tsx';
import { useOpenGame } from './game-launcher.tsx';
import type { LaunchTarget } from './launch.ts';
import { href } from '../../lib/paths.ts';

export const gameTarget = (game: Game): LaunchTarget => ({
  name: game.name,
  vendor: game.vendor,
  gameType: game.gameType,
  nodeId: game.nodeId,
  gameId: game.gameId,
  gameCode: game.gameCode,
  supportsFreePlay: game.supportsFreePlay,
  gameGroupId: game.gameGroupId,
  playType: game.playType,
});

/** A vendor tile that does not list games launches the vendor's lobby game. */
export const vendorTarget = (vendor: Vendor): LaunchTarget => ({
  name: vendor.displayName,
  vendor: vendor.vendor,
  gameType: vendor.gameType,
  nodeId: vendor.lobby.nodeId,
  gameId: vendor.lobby.gameId,
  gameCode: vendor.lobby.gameCode,
  supportsFreePlay: false,
});

/**
 * Bet Now on a hot match launches its sports vendor's game (null: no vendor known). The launch's
 * gameId is the match's game id, never its roomId: the gateway checks gameId against the node's
 * game and refuses a room id (issue 9).
 */
export const matchTarget = (match: HotMatch): LaunchTarget | null =>
  match.vendor === null
    ? null
    : {
        name: `${match.homeTeam} – ${match.awayTeam}`,
        vendor: match.vendor,
        gameType: 'SPORTS',
        nodeId: match.nodeId,
        gameId: match.gameId,
        gameCode: null,
        supportsFreePlay: false,
      };

function FavouriteButton({ game }: { game: Game }) {
  const { favourite, busy, toggle, label } = useFavourite(game);
  return (
    <button
      type="button"
      className="tile__fav"
      aria-pressed={favourite}
      aria-busy={busy || undefined}
      onClick={toggle}
    >
      <Icon name="heart" size={18} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** `as: 'div'` inside a list that draws its own items (PagedList). */
type TileElement = 'li' | 'div';

export function GameTile({
  game,
  as: Element = 'li',
  className,
  badge,
}: {
  game: Game;
  as?: TileElement;
  /** A card style of the list (the RNG cards' `tile--card-N`). */
  className?: string;
  /** A line under the name (the RNG cards' player count). */
  badge?: ReactNode;
}) {
  const openGame = useOpenGame();
  return (
    <Element className={className ? `tile ${className}` : 'tile'}>
      <button type="button" className="tile__button" onClick={() => openGame(gameTarget(game))}>
        <span className="tile__image">
          {game.iconUrl ? (
            <img src={game.iconUrl} alt="" width={96} height={96} loading="lazy" />
          ) : null}
        </span>
        <span className="tile__name">{game.name}</span>
        {badge}
      </button>
      <FavouriteButton game={game} />
    </Element>
  );
}

/** A vendor opens its game list, or launches its lobby when it has no list. */
export function useOpenVendor(): (vendor: Vendor) => void {
  const navigate = useNavigate();
  const openGame = useOpenGame();
  return (vendor) => {
    if (!vendor.opensList) {
      openGame(vendorTarget(vendor));
      return;
    }
    void navigate(
      href('gameList', { query: { gameType: vendor.gameType, vassalage: vendor.vendor } }),
    );
  };
}

/**
 * A vendor's tile: its logo on the light logo plate, or with `art` (the lobby lists: Live casino,
 * Sports) the vendor's own tile art, full bleed, the logo plate only when it has none.
 */
export function VendorTile({
  vendor,
  as: Element = 'li',
  art = false,
}: {
  vendor: Vendor;
  as?: TileElement;
  art?: boolean;
}) {
  const openVendor = useOpenVendor();
  const artUrl = art ? vendor.largeIconUrl : null;
  const image = artUrl ?? vendor.iconUrl;
  return (
    <Element className={artUrl ? 'tile tile--vendor tile--vendor-art' : 'tile tile--vendor'}>
      <button type="button" className="tile__button" onClick={() => openVendor(vendor)}>
        <span className="tile__image">
          {image ? <img src={image} alt="" width={96} height={96} loading="lazy" /> : null}
        </span>
        <span className="tile__name">{vendor.displayName}</span>
      </button>
    </Element>
  );
}
