import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import type { Download } from '@app/contracts';

type SocialLink = Download['social'][number];

const NETWORKS = ['FACEBOOK', 'COMMUNITY', 'TELEGRAM', 'WHATSAPP', 'INSTAGRAM', 'VIBER', 'TIKTOK'];

/** Social strip (spec "Layout"): only the networks the merchant configured, in the spec's order. */
export function SocialStrip({ links }: { links: readonly SocialLink[] }) {
  const { t } = useTranslation('menu');
  const shown = NETWORKS.flatMap((type) => {
    const link = links.find((l) => l.type === type && l.url.trim() !== '');
    return link ? [link] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="social-strip" aria-label={t('social.label')}>
      {shown.map((link) => (
        <li key={link.type}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            <Icon name="share" size={18} />
            {t(`social.${link.type}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
