/**
 * The regulator line (issue 30 item 4): "21+ · Play responsibly · Get help" at the foot of every
 * page's content (layout.tsx) and under the game host's frame (the `regulatorLine` slot, which the
 * host draws: a feature reaches the app's piece only through a slot, lib/slots.tsx).
 *
 * What it says is the merchant's (BFF settings REGULATOR_*, sent in system.status): shown or not,
 * the age, and where help is; without an answer yet, the safe line (contracts
 * REGULATOR_LINE_DEFAULTS: 21+, the site's own play-responsibly page). In the flow of the page,
 * never fixed: it cannot cover anything, and the layout's room for the footer menu keeps it
 * above the menu.
 */
import { REGULATOR_LINE_DEFAULTS } from '@app/contracts/values';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { pathOf } from '../../lib/paths.ts';
import { useSystemStatus } from '../../lib/status.ts';
import './regulator-line.css';

export interface RegulatorLineProps {
  /** At a page's foot, or under the game host (one compact row: the game keeps the height). */
  place: 'page' | 'host';
}

declare module '../../lib/slots.tsx' {
  interface SlotProps {
    regulatorLine: RegulatorLineProps;
  }
}

export function RegulatorLine({ place }: RegulatorLineProps) {
  const { t } = useTranslation();
  const { data } = useSystemStatus();
  const line = data?.regulator ?? REGULATOR_LINE_DEFAULTS;
  if (!line.shown) return null;
  const age = line.minimumAge;
  // The BFF sends https only; a cached status from elsewhere is not trusted with another scheme.
  const external = line.helpUrl?.startsWith('https://') ? line.helpUrl : null;
  return (
    <footer
      className={place === 'host' ? 'regulator-line regulator-line--host' : 'regulator-line'}
      aria-label={t('regulator.label')}
    >
      <p className="regulator-line__text">
        <span className="regulator-line__age" aria-hidden="true">
          {t('regulator.age', { age })}
        </span>
        <span className="visually-hidden">{t('regulator.ageMeaning', { age })}</span>
        <span className="regulator-line__sep" aria-hidden="true">
          ·
        </span>
        <span>{t('regulator.line')}</span>
        <span className="regulator-line__sep" aria-hidden="true">
          ·
        </span>
        {external ? (
          <a
            className="regulator-line__help"
            href={external}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('regulator.help')}
            <span className="visually-hidden"> {t('regulator.newWindow')}</span>
          </a>
        ) : (
          // On the page itself it says so (aria-current), rather than looking like a way out.
          <NavLink className="regulator-line__help" to={pathOf('playResponsibly')}>
            {t('regulator.help')}
          </NavLink>
        )}
      </p>
    </footer>
  );
}
