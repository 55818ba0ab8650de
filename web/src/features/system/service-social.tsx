/**
 * The customer-service social icons of the error/service page (spec section 2 "Download and
 * install"): Telegram, the second Telegram channel (TELEGRAM_1), Instagram and Facebook, only
 * those the merchant configured (the status's resources, which this page already has: it is
 * shown because of the status). Nothing at all when none is configured.
 */
import { serviceSocialLinksOf, type ServiceSocialType } from '@app/contracts/values';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { useSystemStatus } from '../../lib/status.ts';

const ICONS: Record<ServiceSocialType, IconName> = {
  TELEGRAM: 'telegram',
  TELEGRAM_1: 'telegram',
  INSTAGRAM: 'instagram',
  FACEBOOK: 'facebook',
};

export function ServiceSocial() {
  const { t } = useTranslation('system');
  const status = useSystemStatus();
  const links = serviceSocialLinksOf(status.data?.resources ?? []);
  if (links.length === 0) return null;
  return (
    <section className="service-social" aria-labelledby="service-social-title">
      <h2 id="service-social-title" className="service-social__title">
        {t('system.service')}
      </h2>
      <p className="service-social__text">{t('system.serviceText')}</p>
      <ul>
        {links.map((link) => (
          <li key={link.type}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              <span className="icon-disc service-social__icon">
                <Icon name={ICONS[link.type]} size={24} />
              </span>
              {t(`system.social.${link.type}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
