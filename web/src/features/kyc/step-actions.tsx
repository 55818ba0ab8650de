import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form.tsx';

/**
 * The foot of a verification step: the refusal that is no field's (in the player's language),
 * then Back and the step's own next button.
 */
export function StepActions({
  error,
  onBack,
  backDisabled = false,
  children,
}: {
  error: unknown;
  onBack: () => void;
  backDisabled?: boolean;
  /** The step's next button. */
  children: ReactNode;
}) {
  const { t } = useTranslation('kyc');
  return (
    <>
      <FormError error={error} className="field__error" />
      <div className="dialog__actions kyc__actions">
        <Button variant="secondary" onClick={onBack} disabled={backDisabled}>
          {t('back')}
        </Button>
        {children}
      </div>
    </>
  );
}
