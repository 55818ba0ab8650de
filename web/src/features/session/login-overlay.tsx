/**
 * The login over the current page (spec section 2 "Login": "A login modal can be opened or
 * closed"; issue 27 item 2). Anything may ask for it by name (`openLoginOverlay()`, through
 * lib/overlay-requests.ts); the layout holds this host. It opens over the page it was asked on,
 * the address unchanged, and closes back to it: Escape, its close button, a navigation (a link
 * inside it, Back), or a successful sign-in, which stays on the page. /m/login stays a route of
 * its own for everything else.
 *
 * This host is in the first chunk, so it is only the ask and a lazy import: the dialog and the
 * login form (zod, the form machinery) come with the first opening.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { requestOverlay, useOverlayRequests } from '../../lib/overlay-requests.ts';
import { useSessionInfo } from '../../lib/session.ts';

const LoginDialog = lazy(() => import('./login-dialog.tsx'));

export function openLoginOverlay(): void {
  requestOverlay('login');
}

export function LoginOverlay() {
  const asks = useOverlayRequests('login');
  const { key } = useLocation();
  const session = useSessionInfo();
  const [seen, setSeen] = useState({ asks, key });
  // Open on the history entry it was asked on: any navigation (and a return to it) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (asks !== seen.asks || key !== seen.key) {
    setSeen({ asks, key });
    setOpenOn(asks !== seen.asks && !session ? key : null);
  }
  if (session || openOn !== key) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={() => setOpenOn(null)} />
    </Suspense>
  );
}
