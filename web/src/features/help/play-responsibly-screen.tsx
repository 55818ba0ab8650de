/**
 * Play responsibly (issue 30 item 4): where the regulator line's Help leads when the merchant
 * names no page of its own (REGULATOR_HELP_URL unset). Who may play (the merchant's age, the
 * spec's restricted persons, section 6), how to keep it fun, the member's own break
 * (/m/member/break) and the way on: the help center, or home. Never a dead end.
 */
import { REGULATOR_LINE_DEFAULTS } from '@app/contracts/values';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { href, pathOf } from '../../lib/paths.ts';
import { useSystemStatus } from '../../lib/status.ts';
import './play-responsibly.css';

const RESTRICTED = ['age', 'officials', 'list', 'licence'] as const;
const TIPS = ['budget', 'losses', 'breaks'] as const;

export function PlayResponsiblyScreen() {
  const { t } = useTranslation(['help', 'routes']);
  const age = (useSystemStatus().data?.regulator ?? REGULATOR_LINE_DEFAULTS).minimumAge;
  return (
    <main className="responsible-page">
      <h1 className="visually-hidden">{t('routes:titles.playResponsibly')}</h1>
      <section aria-labelledby="rg-adults">
        <h2 id="rg-adults">
          <span className="responsible-page__age" aria-hidden="true">
            {age}+
          </span>{' '}
          {t('responsible.adultsTitle')}
        </h2>
        <p>{t('responsible.adults', { age })}</p>
      </section>
      <section aria-labelledby="rg-restricted">
        <h2 id="rg-restricted">{t('responsible.restrictedTitle')}</h2>
        <p>{t('responsible.restrictedIntro')}</p>
        <ul>
          {RESTRICTED.map((key) => (
            <li key={key}>{t(`responsible.restricted.${key}`, { age })}</li>
          ))}
        </ul>
        <p>{t('responsible.publicPlaces')}</p>
        <p>{t('responsible.forfeiture')}</p>
      </section>
      <section aria-labelledby="rg-tips">
        <h2 id="rg-tips">{t('responsible.tipsTitle')}</h2>
        <ul>
          {TIPS.map((key) => (
            <li key={key}>{t(`responsible.tips.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rg-break">
        <h2 id="rg-break">{t('responsible.breakTitle')}</h2>
        <p>{t('responsible.break')}</p>
        <Link className="btn btn--primary" to={pathOf('playBreak')}>
          <Icon name="clock" size={20} />
          {t('responsible.breakLink')}
        </Link>
      </section>
      <section aria-labelledby="rg-help">
        <h2 id="rg-help">{t('responsible.helpTitle')}</h2>
        <p>{t('responsible.help')}</p>
        <div className="responsible-page__links">
          <Link className="btn btn--secondary" to={pathOf('help')}>
            <Icon name="info" size={20} />
            {t('responsible.topicsLink')}
          </Link>
          <Link className="btn btn--secondary" to={href('home')}>
            <Icon name="home" size={20} />
            {t('responsible.home')}
          </Link>
        </div>
      </section>
    </main>
  );
}
