/**
 * Live announcements marquee (spec "Announcements marquee"): a scrolling strip whose items link
 * to /notice?index={i}; a placeholder when there are none. The motion is a CSS animation that
 * stops for prefers-reduced-motion (the strip then scrolls by hand) and pauses on hover/focus.
 */
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useLanguage } from '../../i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './marquee.css';
import { Icon } from '../../components/ui/icon.tsx';

/** Seconds per item, so a long list does not race past. */
const SECONDS_PER_ITEM = 8;

export function Marquee() {
  const { t } = useTranslation();
  const language = useLanguage();
  const marquee = trpc.content.marquee.useQuery(
    { language },
    { staleTime: 60_000, meta: { silent: true } },
  );
  const items = marquee.data?.items ?? [];

  let body;
  if (marquee.isPending) {
    body = <span className="marquee__note">{t('app.loading')}</span>;
  } else if (marquee.isError && items.length === 0) {
    body = (
      <button
        type="button"
        className="marquee__note marquee__retry"
        onClick={() => void marquee.refetch()}
      >
        {errorText(marquee.error, t)}
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
              <Link to={`/notice?index=${index}`}>{item.title || item.content}</Link>
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
