/** Rows of game and vendor tiles (home; later the game lists), each a titled section. */
import type { Game, Vendor } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section.tsx';
import { GameTile, useOpenVendor, VendorTile } from './tiles.tsx';
import { pathOf } from '../../lib/paths.ts';

export function GameRow({
  id,
  title,
  games,
  viewAll,
  emptyText,
}: {
  id: string;
  title: string;
  games: Game[];
  viewAll?: string;
  emptyText?: string;
}) {
  if (games.length === 0 && !emptyText) return null;
  return (
    <Section id={id} title={title} viewAll={viewAll}>
      {games.length === 0 ? (
        <p className="home-section__empty">{emptyText}</p>
      ) : (
        <ul className="tile-row">
          {games.map((game) => (
            <GameTile key={game.nodeId} game={game} />
          ))}
        </ul>
      )}
    </Section>
  );
}

export function VendorRow({
  id,
  title,
  vendors,
  viewAll,
}: {
  id: string;
  title: string;
  vendors: Vendor[];
  viewAll?: string;
}) {
  if (vendors.length === 0) return null;
  return (
    <Section id={id} title={title} viewAll={viewAll}>
      <ul className="tile-row">
        {vendors.map((vendor) => (
          <VendorTile key={vendor.vendor} vendor={vendor} />
        ))}
      </ul>
    </Section>
  );
}

/** Skeleton of one row: the same height as a loaded row. */
export function RowSkeleton() {
  return (
    <div className="home-section home-section--skeleton" aria-hidden="true">
      <div className="skeleton skeleton--title" />
      <ul className="tile-row">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="tile">
            <span className="tile__image skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LiveRow({ vendors }: { vendors: Vendor[] }) {
  const { t } = useTranslation('games');
  const openVendor = useOpenVendor();
  const shown = vendors.slice(0, 5);
  const promo = shown[0];
  if (!promo) return null;
  return (
    <Section id="home-live" title={t('rows.LIVE')} viewAll={pathOf('live')}>
      <div className="live-promo">
        {(promo.largeIconUrl ?? promo.iconUrl) ? (
          <img
            className="live-promo__image"
            src={promo.largeIconUrl ?? promo.iconUrl ?? ''}
            alt=""
            width={320}
            height={160}
            loading="lazy"
          />
        ) : null}
        <div className="live-promo__text">
          <strong>{promo.displayName}</strong>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => openVendor(promo)}
          >
            {t('games.playNow')}
          </button>
        </div>
      </div>
      <ul className="tile-row">
        {shown.map((vendor) => (
          <VendorTile key={vendor.vendor} vendor={vendor} />
        ))}
      </ul>
    </Section>
  );
}
