/**
 * What the session sheets (log in, register, forgot and change password, the SMS code panel)
 * share: their top bar, and the new password with its confirmation.
 */
import { useEffect, type ReactNode } from 'react';
import {
  useFormContext,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormError, FormField } from '../../components/ui/form.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/**
 * The top bar: the way out on the left (a link, or a button where the sheet closes itself) and
 * the sheet's title.
 */
export function LoginTop({
  title,
  titleId,
  backLabel,
  icon = 'back',
  to,
  onBack,
}: {
  title: string;
  titleId?: string;
  /** The way out's accessible name ('Close', 'Back'). */
  backLabel: string;
  icon?: 'back' | 'close';
  /** Where the way out leads; without it, a button calling `onBack`. */
  to?: string;
  onBack?: () => void;
}) {
  return (
    <div className="login__top">
      {to !== undefined ? (
        <Link to={to} className="icon-button login__close" aria-label={backLabel}>
          <Icon name={icon} />
        </Link>
      ) : (
        <button
          type="button"
          className="icon-button login__close"
          aria-label={backLabel}
          onClick={onBack}
        >
          <Icon name={icon} />
        </button>
      )}
      <h1 id={titleId} className="login__title">
        {title}
      </h1>
    </div>
  );
}

/**
 * The new password and its confirmation (change password, forgot password), fields
 * `newPassword` and `confirmPassword` of the enclosing Form; `{idPrefix}-new`, `{idPrefix}-confirm`.
 */
function NewPasswordFields<T extends FieldValues>({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('session');
  // A filled confirmation is checked again as soon as the new password changes (spec section 5).
  const { control, getValues, trigger } = useFormContext<T>();
  const newPassword = useWatch({ control, name: 'newPassword' as Path<T> });
  useEffect(() => {
    if (getValues('confirmPassword' as Path<T>)) void trigger('confirmPassword' as Path<T>);
  }, [newPassword, getValues, trigger]);
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

/**
 * The form of a sheet that sets a new password (change, forgot): its own fields first, then the
 * new password and its confirmation, the refusal that is no field's, and the button, held once
 * the password is set (the sheet moves on by itself).
 */
export function NewPasswordForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  refused,
  idPrefix,
  mutation,
  submitLabel,
  children,
  footer,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  refused: { error: unknown; clear: () => void };
  idPrefix: string;
  /** The procedure the form sends (its useMutation). */
  mutation: { mutate: (input: TOutput) => void; isPending: boolean; isSuccess: boolean };
  submitLabel: string;
  children: ReactNode;
  /** Below the button (a way elsewhere). */
  footer?: ReactNode;
}) {
  return (
    <Form
      form={form}
      refused={refused}
      className="login__form"
      onSubmit={(input) => mutation.mutate(input)}
    >
      {children}
      <NewPasswordFields<TInput> idPrefix={idPrefix} />
      <FormError error={refused.error} className="login__error" />
      <Button
        type="submit"
        className="login__submit"
        busy={mutation.isPending}
        disabled={mutation.isSuccess}
      >
        {submitLabel}
      </Button>
      {footer}
    </Form>
  );
}
