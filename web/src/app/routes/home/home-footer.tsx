/** The home's footer: vendor logos, payment affiliates, the certified-institutes dialog, badges. */
import type { VendorCategory } from '@app/contracts';
import { FOOTER_YEAR } from '@app/contracts/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

const PAYMENT_AFFILIATES = [
  'GCash',
  'Maya',
  'GrabPay',
  'ShopeePay',
  'Visa',
  'Mastercard',
  'BDO',
  'UnionBank',
];
const REGULATORS = [
  'PAGCOR (Philippine Amusement and Gaming Corporation)',
  'CEZA (Cagayan Economic Zone Authority)',
  'Curaçao Gaming Control Board',
  'Malta Gaming Authority',
  'Gaming Laboratories International (GLI)',
  'iTech Labs',
  'BMM Testlabs',
];
const BADGES: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'safePayment', icon: 'shield' },
  { key: 'support', icon: 'clock' },
  { key: 'mobile', icon: 'phone' },
  { key: 'odds', icon: 'trophy' },
];

export function HomeFooter({ categories }: { categories: VendorCategory[] }) {
  const { t } = useTranslation('home');
  const [certifiedOpen, setCertifiedOpen] = useState(false);
  const seen = new Set<string>();
  const vendors = categories
    .flatMap((c) => c.vendors)
    .filter((v) => v.iconUrl && !seen.has(v.vendor) && seen.add(v.vendor));
  return (
    <footer className="home-footer">
      {vendors.length > 0 ? (
        <section aria-labelledby="home-footer-vendors">
          <h2 id="home-footer-vendors">{t('home.footer.vendors')}</h2>
          <ul className="home-footer__logos">
            {vendors.map((v) => (
              <li key={v.vendor}>
                <img
                  src={v.iconUrl ?? ''}
                  alt={v.displayName}
                  width={64}
                  height={32}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="home-footer-payments">
        <h2 id="home-footer-payments">{t('home.footer.payments')}</h2>
        <ul className="home-footer__names">
          {PAYMENT_AFFILIATES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => setCertifiedOpen(true)}
      >
        {t('home.footer.certified')}
      </button>
      <Dialog
        open={certifiedOpen}
        title={t('home.footer.regulators')}
        closeLabel={t('ui.close')}
        onClose={() => setCertifiedOpen(false)}
      >
        <ul className="home-footer__regulators">
          {REGULATORS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Dialog>
      <ul className="home-footer__badges">
        {BADGES.map((badge) => (
          <li key={badge.key}>
            <Icon name={badge.icon} />
            {t(`home.footer.${badge.key}`)}
          </li>
        ))}
      </ul>
      <p className="home-footer__copy">
        {t('home.footer.copyright', { year: FOOTER_YEAR, name: t('app.name') })}
      </p>
    </footer>
  );
}
