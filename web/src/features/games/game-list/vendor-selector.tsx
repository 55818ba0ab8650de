/**
 * The vendor selector of a game grid (spec section 2, "Filter bar" and "Vendor selector"): the
 * type's vendors as a horizontal strip of icons after 'All', the chosen one scrolled into view,
 * 'View all' to the providers page on the chosen vendor, and a drawer with every vendor at once.
 * A vendor chosen again in the strip clears the choice; a vendor from the drawer also resets the
 * category (the owner decides both: `onChoose` and `onDrawerChoose`).
 */
import type { GameType } from '@app/contracts/values';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { href } from '../../../lib/paths.ts';
import { useCategories } from '../games-queries.ts';
import { useChosenInView } from './chosen-in-view.ts';

const TEXTS = ['gameList'] as const;

export function VendorSelector({
  gameType,
  value,
  onChoose,
  onDrawerChoose,
}: {
  gameType: GameType;
  value: string | null;
  onChoose: (vendor: string | null) => void;
  onDrawerChoose: (vendor: string) => void;
}) {
  const { t } = useTranslation(TEXTS);
  const categories = useCategories();
  const vendors = categories.data?.find((c) => c.gameType === gameType)?.vendors ?? [];
  const [drawerOpen, setDrawerOpen] = useState(false);
  const strip = useRef<HTMLDivElement>(null);

  useChosenInView(strip, value, vendors.length);

  // The strip's room is kept while the vendors load, so the grid under it does not move.
  if (categories.isPending) return <div className="vendor-selector vendor-selector--pending" />;
  if (vendors.length < 2) return null;
  return (
    <div className="vendor-selector">
      <div
        ref={strip}
        className="game-list__strip vendor-selector__strip"
        role="group"
        aria-label={t('providers')}
      >
        <button
          type="button"
          className="chip game-list__chip"
          aria-pressed={value === null}
          onClick={() => onChoose(null)}
        >
          {t('classify.all')}
        </button>
        {vendors.map((vendor) => (
          <button
            key={vendor.vendor}
            type="button"
            className="chip game-list__chip game-list__chip--vendor"
            aria-pressed={value === vendor.vendor}
            onClick={() => onChoose(vendor.vendor)}
          >
            {vendor.iconUrl ? (
              <img src={vendor.iconUrl} alt="" width={30} height={20} loading="lazy" />
            ) : null}
            {vendor.displayName}
          </button>
        ))}
        <Link
          className="chip game-list__chip vendor-selector__all"
          to={href('providers', { query: { vassalage: value } })}
        >
          {t('viewAll')}
        </Link>
      </div>
      <button
        type="button"
        className="vendor-selector__drawer"
        aria-haspopup="dialog"
        aria-label={t('vendorDrawer.open')}
        onClick={() => setDrawerOpen(true)}
      >
        <Icon name="menu" />
      </button>
      <Dialog
        open={drawerOpen}
        title={t('vendorDrawer.title')}
        closeLabel={t('filter.close')}
        onClose={() => setDrawerOpen(false)}
        className="vendor-drawer"
      >
        <ul className="vendor-drawer__list">
          {vendors.map((vendor) => (
            <li key={vendor.vendor}>
              <button
                type="button"
                className="vendor-drawer__vendor"
                aria-pressed={value === vendor.vendor}
                onClick={() => {
                  setDrawerOpen(false);
                  onDrawerChoose(vendor.vendor);
                }}
              >
                {vendor.iconUrl ? (
                  <img src={vendor.iconUrl} alt="" width={48} height={48} loading="lazy" />
                ) : null}
                <span>{vendor.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
