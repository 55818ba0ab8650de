/**
 * Live announcements marquee (spec "Announcements marquee"): a scrolling strip whose items link
 * to /notice?index={i}; a placeholder when there are none. The motion is a CSS animation that
 * stops for prefers-reduced-motion (the strip then scrolls by hand) and pauses on hover/focus.
 */
import type { MarqueeItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './marquee.css';
import { Icon } from '../../components/ui/icon.tsx';
import { href } from '../../lib/paths.ts';

/** Seconds per item, so a long list does not race past. */
const SECONDS_PER_ITEM = 8;

export interface MarqueeProps {
  /** The items (on home: home.bootstrap's `marquee`, no request of its own). */
  items: readonly MarqueeItem[];
  loading: boolean;
  /** A readable error text when the data could not load at all. */
  errorText?: string | null;
  onRetry?: () => void;
}

export function Marquee({ items, loading, errorText, onRetry }: MarqueeProps) {
  const { t } = useTranslation('content');

  let body;
  if (loading) {
    body = <span className="marquee__note">{t('app.loading')}</span>;
  } else if (errorText && items.length === 0) {
    body = (
      <button type="button" className="marquee__note marquee__retry" onClick={onRetry}>
        {errorText}
      </button>
    );
  } else if (items.length === 0) {
    body = <span className="marquee__note">{t('marquee.empty')}</span>;
  } else {
    body = (
      <div className="marquee__viewport">
        <ul
          className="marquee__track"
          style={{ animationDuration: `${Math.max(items.length, 1) * SECONDS_PER_ITEM}s` }}
        >
          {items.map((item, index) => (
            <li key={item.id} className="marquee__item">
              <Link to={href('notice', { query: { index } })}>{item.title || item.content}</Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <section className="marquee" aria-label={t('marquee.label')}>
      <span className="marquee__icon">
        <Icon name="megaphone" size={20} />
      </span>
      {body}
    </section>
  );
}
