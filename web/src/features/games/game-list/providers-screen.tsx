/**
 * `/m/providers?vassalage=` (spec section 2, "game providers"): every game type's vendors as
 * tiles, in the merchant's order; with `vassalage`, the chosen vendor's entries only (a vendor may
 * serve several types) and the way back to all of them. A tile opens the vendor's list or
 * launches its lobby, as everywhere (tiles.tsx). The vendor selectors' 'View all' lands here.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { pathOf } from '../../../lib/paths.ts';
import { useCategories } from '../games-queries.ts';
import { VendorTile } from '../tiles.tsx';
import { readListParams } from './list-params.ts';
import { GameListTop, VendorPlaceholders } from './list-top.tsx';
import './game-list.css';

export function ProvidersScreen() {
  const { t } = useTranslation(['gameList', 'common', 'routes']);
  const [search] = useSearchParams();
  const { vendor } = readListParams(search);
  const categories = useCategories();
  const sections = (categories.data ?? [])
    .map((category) => ({
      gameType: category.gameType,
      vendors: category.vendors.filter((v) => vendor === null || v.vendor === vendor),
    }))
    .filter((section) => section.vendors.length > 0);

  return (
    <main className="game-list game-list--own-top">
      <GameListTop title={t('routes:titles.providers')} homeLabel={t('home')} />
      {vendor ? (
        <p className="providers__filter">
          <Link className="chip game-list__chip vendor-selector__all" to={pathOf('providers')}>
            {t('allProviders')}
          </Link>
        </p>
      ) : null}
      {categories.isPending ? (
        <VendorPlaceholders />
      ) : sections.length === 0 ? (
        <p className="paged-list__empty">{t('noProviders')}</p>
      ) : (
        sections.map((section) => (
          <section
            key={section.gameType}
            className="providers__section"
            aria-labelledby={`providers-${section.gameType}`}
          >
            <h2 id={`providers-${section.gameType}`} className="providers__heading">
              {t(`common:gameTypes.${section.gameType}`, { defaultValue: section.gameType })}
            </h2>
            <ul className="game-list__vendors" aria-labelledby={`providers-${section.gameType}`}>
              {section.vendors.map((v) => (
                <VendorTile key={`${section.gameType}-${v.vendor}`} vendor={v} />
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  );
}
