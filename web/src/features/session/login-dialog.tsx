/**
 * The login over the current page (login-overlay.tsx opens it): the one Dialog around the same
 * form as /m/login. Its head names it and holds the close button; Escape and the backdrop close it
 * too. The browser puts focus inside at opening (the close button); after the spec's modal focus
 * delay (500 ms) the form moves it to its first empty field. A sign-in here stays on the page.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoginForm } from './login-screen.tsx';
import { StayOnPageContext } from './use-login.ts';

export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['session', 'errors', 'validation']);
  return (
    <Dialog
      open
      title={t('login.title')}
      closeLabel={t('login.close')}
      onClose={onClose}
      className="login-dialog"
    >
      <StayOnPageContext.Provider value>
        <div className="login login--dialog">
          <LoginForm inDialog />
        </div>
      </StayOnPageContext.Provider>
    </Dialog>
  );
}
