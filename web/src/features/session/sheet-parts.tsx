/**
 * What the session sheets (log in, register, forgot and change password, the SMS code panel)
 * share: their top bar, and the new password with its confirmation.
 */
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/ui/form.tsx';
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
