import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form.tsx';

/**
 * The new password and its confirmation (change password, forgot password), fields
 * `newPassword` and `confirmPassword` of the enclosing Form; `{idPrefix}-new`, `{idPrefix}-confirm`.
 */
export function NewPasswordFields<T extends FieldValues>({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('session');
  return (
    <>
      {(['new', 'confirm'] as const).map((which) => (
        <FormField<T>
          key={which}
          name={(which === 'new' ? 'newPassword' : 'confirmPassword') as Path<T>}
          id={`${idPrefix}-${which}`}
          type="password"
          autoComplete="new-password"
          label={t(`changePassword.${which}`)}
        />
      ))}
    </>
  );
}
