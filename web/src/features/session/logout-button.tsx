import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { useLogout } from './use-logout.ts';

export interface LogoutButtonProps {
  /** Visible text and name: "Log out" in bars, "Sign out" in the side menu. */
  label: string;
  className?: string;
  onDone?: () => void;
}

/** The logout action: a confirm dialog first, then the call with a loading state. */
export function LogoutButton({ label, className, onDone }: LogoutButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Closed from the hook: in the side menu this button goes with the session, before a
  // callback of `mutate` could run (the menu stayed open over the home).
  const logout = useLogout(() => {
    setOpen(false);
    onDone?.();
  });

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={t('logout.title')}
        confirmLabel={t('logout.confirm')}
        cancelLabel={t('logout.cancel')}
        busy={logout.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => logout.mutate()}
      >
        <p>{t('logout.question')}</p>
      </ConfirmDialog>
    </>
  );
}
