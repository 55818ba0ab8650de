/**
 * Terms gate (spec section 2 "Terms gate", section 6 restricted players): a full-screen welcome
 * notice over the page until the player agrees; the agreement lasts for the browser session. The help
 * pages stay reachable so the terms link can be read.
 */
import { REGULATOR_LINE_DEFAULTS } from '@app/contracts/values';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { writeTermsAgreed } from '../../lib/storage.ts';
import { useTermsAgreed } from '../../lib/terms.ts';
import { href } from '../../lib/paths.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { matchRoute } from '../routes.ts';
import './gates.css';

/** The BFF's form route for an Agree before the script runs (bff/src/pages/terms-agreement.ts). */
const TERMS_AGREE_ACTION = '/m/terms/agree';

const POINTS = ['age', 'official', 'restricted', 'licence', 'publicPlaces', 'forfeiture'] as const;

export function TermsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // This page's address with the router's basename: where the form's post comes back to.
  const here = useHref({ pathname, search });
  // Subscribed: the help center's Accept agrees from outside the gate.
  const agreed = useTermsAgreed();
  const exempt = matchRoute(pathname).termsGateExempt;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = !agreed && !exempt;
  // The merchant's age (REGULATOR_MIN_AGE, issue 30 item 4); 21 until a status says otherwise.
  const age = (useSystemStatus().data?.regulator ?? REGULATOR_LINE_DEFAULTS).minimumAge;

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
                <li key={point}>{t(`terms.${point}`, { age })}</li>
              ))}
            </ul>
            <p>
              <Link to={href('help', { hash: 'terms' })}>{t('terms.help')}</Link>
            </p>
            {/* A form, so that Agree works before the app's script has run on a server-rendered
                page: the browser posts it, the BFF sets the same cookie and sends the player
                back here (bff/src/pages/terms-agreement.ts). Once the app runs, it agrees here
                and nothing is posted. */}
            <form
              method="post"
              action={TERMS_AGREE_ACTION}
              onSubmit={(event) => {
                event.preventDefault();
                writeTermsAgreed();
              }}
            >
              <input type="hidden" name="return" value={here} />
              <Button type="submit" className="terms-gate__agree">
                {t('terms.agree')}
              </Button>
            </form>
          </section>
        </div>
      ) : null}
    </>
  );
}
