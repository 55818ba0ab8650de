/** The contract-request alert (spec section 6): 'go' to the contract's screen, or cancel. */
import type { ContractKind } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { pathOf } from '../../lib/paths.ts';
import { CONTRACT_ROUTES } from './contract-kinds.ts';

export function ContractRequestAlert({
  kind,
  onClose,
}: {
  kind: ContractKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open
      title={t('alert.title')}
      confirmLabel={t('alert.go')}
      cancelLabel={t('alert.cancel')}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void navigate(pathOf(CONTRACT_ROUTES[kind]));
      }}
    >
      <p>{t('alert.body', { kind: t(`kinds.${kind}`) })}</p>
    </ConfirmDialog>
  );
}
