/**
 * The member-centre action's prompt for the free-play trial player (type 4, spec section 4):
 * cancel, or 'register now' to /m/register. One prompt for the whole app, opened from anywhere
 * (the member-centre link, or the member-centre route itself when a trial player reaches it by
 * its address) and drawn by the layout, so it stays open over the page the player is left on.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { pathOf } from '../../lib/paths.ts';

let open = false;
const listeners = new Set<() => void>();

function setOpen(value: boolean): void {
  open = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the trial player to register a real account. */
export function askTrialToRegister(): void {
  setOpen(true);
}

export function TrialRegisterPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isOpen = useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
  return (
    <ConfirmDialog
      open={isOpen}
      title={t('header.memberCentre')}
      confirmLabel={t('trialPrompt.register')}
      cancelLabel={t('logout.cancel')}
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false);
        void navigate(pathOf('register'));
      }}
    >
      <p>{t('trialPrompt.text')}</p>
    </ConfirmDialog>
  );
}
