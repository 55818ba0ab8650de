/**
 * Terms gate (spec section 2 "Terms gate", section 6 restricted players): a full-screen welcome
 * notice shown until the player agrees; the agreement lasts for the browser session. The help
 * pages stay reachable so the terms link can be read.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { readTermsAgreed, writeTermsAgreed } from '../../lib/storage.ts';
import { href } from '../../lib/paths.ts';
import { matchRoute } from '../routes.ts';
import './gates.css';

const POINTS = ['age', 'official', 'restricted', 'licence', 'publicPlaces', 'forfeiture'] as const;

export function TermsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [agreed, setAgreed] = useState(readTermsAgreed);
  const exempt = matchRoute(pathname).termsGateExempt;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Read again on each render too: the help center's Accept agrees from outside the gate.
  const shown = !agreed && !readTermsAgreed() && !exempt;

  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  if (!shown) return <>{children}</>;

  return (
    <main className="terms-gate">
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
        <Button
          className="terms-gate__agree"
          onClick={() => {
            writeTermsAgreed();
            setAgreed(true);
          }}
        >
          {t('terms.agree')}
        </Button>
      </section>
    </main>
  );
}
