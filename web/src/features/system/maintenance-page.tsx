import { useTranslation } from 'react-i18next';
import './system.css';
import { Icon } from '../../components/ui/icon.tsx';
import { ServiceSocial } from './service-social.tsx';

/** Status flag 1 (spec section 4): maintenance, also when a region restriction comes with it. */
export function MaintenancePage() {
  const { t } = useTranslation('system');
  return (
    <main className="system-page" aria-labelledby="system-page-title">
      <div className="system-page__icon">
        <Icon name="tools" size={48} />
      </div>
      <h1 id="system-page-title">{t('system.maintenanceTitle')}</h1>
      <p>{t('system.maintenanceText')}</p>
      <ServiceSocial />
    </main>
  );
}
