/** The home's app tiles: every tile opens the app download page. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { Section } from '../../components/ui/section.tsx';
import { pathOf } from '../../lib/paths.ts';

export function AppDownloadTiles({ android, ios }: { android: boolean; ios: boolean }) {
  const { t } = useTranslation('download');
  return (
    <Section id="home-app" title={t('download.appTitle')}>
      <ul className="app-tiles">
        {android ? (
          <li>
            <Link className="app-tile" to={pathOf('app')}>
              <Icon name="download" />
              {t('download.appAndroid')}
            </Link>
          </li>
        ) : null}
        {ios ? (
          <li>
            <Link className="app-tile" to={pathOf('app')}>
              <Icon name="download" />
              {t('download.appIos')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link className="app-tile" to={pathOf('app')}>
            <Icon name="phone" />
            {t('download.appMore')}
          </Link>
        </li>
      </ul>
    </Section>
  );
}
