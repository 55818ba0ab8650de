/**
 * Live announcements marquee (spec "Announcements marquee"): a scrolling strip whose items link
 * to /notice?index={i}; a placeholder when there are none. The strip moves at the spec's 30 fps
 * (marquee-motion.ts), pauses on hover/focus, and stays still for prefers-reduced-motion (it then
 * scrolls by hand).
 */
import type { MarqueeItem } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './marquee.css';
import { Icon } from '../../components/ui/icon.tsx';
import { href } from '../../lib/paths.ts';
import { startMarqueeMotion } from './marquee-motion.ts';

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
    body = <MarqueeStrip items={items} />;
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

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function MarqueeStrip({ items }: { items: readonly MarqueeItem[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!viewport.current || !track.current || prefersReducedMotion()) return;
    const held = viewport.current;
    return startMarqueeMotion(track.current, {
      paused: () => held.matches(':hover, :focus-within'),
    });
  }, [items]);
  return (
    <div ref={viewport} className="marquee__viewport">
      <ul ref={track} className="marquee__track">
        {items.map((item, index) => (
          <li key={item.id} className="marquee__item">
            <Link to={href('notice', { query: { index } })}>{item.title || item.content}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
