import { useTranslation } from 'react-i18next';
import './system.css';
import { Icon } from '../../components/ui/icon.tsx';
import { ServiceSocial } from './service-social.tsx';

/** Status flag 2 (spec section 4): region restriction only. */
export function RegionPage() {
  const { t } = useTranslation('system');
  return (
    <main className="system-page" aria-labelledby="system-page-title">
      <div className="system-page__icon">
        <Icon name="globe" size={48} />
      </div>
      <h1 id="system-page-title">{t('system.regionTitle')}</h1>
      <p>{t('system.regionText')}</p>
      <ServiceSocial />
    </main>
  );
}
