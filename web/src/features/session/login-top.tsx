/**
 * The top bar of the session sheets (log in, register, forgot and change password, the SMS
 * code panel): the way out on the left (a link, or a button where the sheet closes itself)
 * and the sheet's title.
 */
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';

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
