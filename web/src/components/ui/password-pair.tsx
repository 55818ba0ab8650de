/**
 * A new password, its strength meter and its confirmation (spec section 5), for every register
 * form (the player's, an agent's for a downline): the fields `password` and `confirmPassword` of
 * the form around it (a FormProvider). A filled confirmation is checked again as soon as the
 * password changes, so a mismatch shows at once, and goes once they agree. The labels are the
 * caller's (its own domain's texts).
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from './form.tsx';
import { PasswordStrength } from './password-strength.tsx';

interface PasswordPairValues {
  password: string;
  confirmPassword: string;
}

export interface PasswordPairProps {
  /** Prefix of the inputs' ids: `${idPrefix}-password`, `${idPrefix}-confirm`. */
  idPrefix: string;
  passwordLabel: string;
  confirmLabel: string;
}

export function PasswordPair({ idPrefix, passwordLabel, confirmLabel }: PasswordPairProps) {
  const { control, getValues, trigger } = useFormContext<PasswordPairValues>();
  const password = useWatch({ control, name: 'password' }) ?? '';
  useEffect(() => {
    if (getValues('confirmPassword')) void trigger('confirmPassword');
  }, [password, getValues, trigger]);
  return (
    <>
      <FormField<PasswordPairValues>
        name="password"
        id={`${idPrefix}-password`}
        type="password"
        autoComplete="new-password"
        label={passwordLabel}
      />
      <PasswordStrength password={password} />
      <FormField<PasswordPairValues>
        name="confirmPassword"
        id={`${idPrefix}-confirm`}
        type="password"
        autoComplete="new-password"
        label={confirmLabel}
      />
    </>
  );
}
