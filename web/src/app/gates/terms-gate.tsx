/**
 * Terms gate (spec section 2 "Terms gate", section 6 restricted players): a full-screen welcome
 * notice over the page until the player agrees; the agreement lasts for the browser session. The help
 * pages stay reachable so the terms link can be read.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { writeTermsAgreed } from '../../lib/storage.ts';
import { useTermsAgreed } from '../../lib/terms.ts';
import { href } from '../../lib/paths.ts';
import { matchRoute } from '../routes.ts';
import './gates.css';

const POINTS = ['age', 'official', 'restricted', 'licence', 'publicPlaces', 'forfeiture'] as const;

export function TermsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Subscribed: the help center's Accept agrees from outside the gate.
  const agreed = useTermsAgreed();
  const exempt = matchRoute(pathname).termsGateExempt;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = !agreed && !exempt;

  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  // The page renders beneath the notice, inert until the player agrees: a server-rendered home
  // is then on screen the moment they do, with no request (issue 28). The wrapper is always
  // there (display: contents), so agreeing does not remount the page.
  return (
    <>
      <div className="terms-gated" inert={shown}>
        {children}
      </div>
      {shown ? (
        <div className="terms-gate">
          <section
            className="terms-gate__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby="terms-gate-title"
          >
            <h1 id="terms-gate-title" ref={headingRef} tabIndex={-1}>
              {t('terms.title')}
            </h1>
            <p>{t('terms.intro')}</p>
            <ul className="terms-gate__points">
              {POINTS.map((point) => (
                <li key={point}>{t(`terms.${point}`)}</li>
              ))}
            </ul>
            <p>
              <Link to={href('help', { hash: 'terms' })}>{t('terms.help')}</Link>
            </p>
            <Button className="terms-gate__agree" onClick={writeTermsAgreed}>
              {t('terms.agree')}
            </Button>
          </section>
        </div>
      ) : null}
    </>
  );
}
