/**
 * `/m/providers?vassalage=` (spec section 2, "game providers"): every game type's vendors as
 * tiles, in the merchant's order; with `vassalage`, the chosen vendor's entries only (a vendor may
 * serve several types) and the way back to all of them. A tile opens the vendor's list or
 * launches its lobby, as everywhere (tiles.tsx). The vendor selectors' 'View all' lands here.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { pathOf } from '../../../lib/paths.ts';
import { useCategories } from '../games-queries.ts';
import { VendorTile } from '../tiles.tsx';
import { readListParams } from './list-params.ts';
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
      <div className="game-list__top">
        <Link to={pathOf('home')} className="game-list__home" aria-label={t('home')}>
          <Icon name="back" />
        </Link>
        <h1 className="game-list__title">{t('routes:titles.providers')}</h1>
      </div>
      {vendor ? (
        <p className="providers__filter">
          <Link className="chip game-list__chip vendor-selector__all" to={pathOf('providers')}>
            {t('allProviders')}
          </Link>
        </p>
      ) : null}
      {categories.isPending ? (
        <ul className="game-list__vendors" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="paged-list__placeholder">
              <span className="skeleton-block" />
            </li>
          ))}
        </ul>
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
