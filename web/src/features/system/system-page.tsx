import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { ServiceSocial } from './service-social.tsx';
import './system.css';

/**
 * A page the status gate shows instead of the site (spec section 4): its picture, why the site
 * is not there, and the customer service's ways.
 */
export function SystemPage({ icon, which }: { icon: IconName; which: 'maintenance' | 'region' }) {
  const { t } = useTranslation('system');
  return (
    <main className="system-page" aria-labelledby="system-page-title">
      <div className="system-page__icon">
        <Icon name={icon} size={48} />
      </div>
      <h1 id="system-page-title">{t(`system.${which}Title`)}</h1>
      <p>{t(`system.${which}Text`)}</p>
      <ServiceSocial />
    </main>
  );
}
