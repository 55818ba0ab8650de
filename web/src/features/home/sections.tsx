/**
 * The home sections (spec section 2, "Home"), each fed by one field of home.bootstrap. A section
 * with no data is hidden (or shows its empty text); none of them can crash the page.
 */
import type {
  Banner,
  Game,
  HotMatch,
  Popup,
  Vendor,
  VendorCategory,
  Video,
  Winner,
} from '@app/contracts';
import { FOOTER_YEAR, LIMITS, TIMINGS_MS } from '@app/contracts/values';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Carousel, type CarouselPager } from '../../components/ui/carousel.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatMatchTime, formatMoney } from '../../lib/format.ts';
import { readSessionFlag, writeSessionFlag } from '../../lib/storage.ts';
import { useOpenGame } from '../games/game-launcher.tsx';
import { GameTile, matchTarget, useOpenVendor, VendorTile } from './tiles.tsx';

/* ----------------------------------------------------------------------------- banners */

function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const image = (
    <img
      className="banner__image"
      src={banner.imageUrl}
      alt={banner.title ?? ''}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
  if (!banner.linkUrl) return image;
  if (/^https?:\/\//.test(banner.linkUrl)) {
    return (
      <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return <Link to={banner.linkUrl.replace(/^\/m(?=\/)/, '')}>{image}</Link>;
}

export function BannerCarousel({
  banners,
  label,
  eagerFirst,
}: {
  banners: Banner[];
  label: string;
  eagerFirst: boolean;
}) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <div className="banner">
      <Carousel
        label={label}
        loop={banners.length > 1}
        autoplayMs={banners.length > 1 ? TIMINGS_MS.bannerAutoplay : undefined}
        pagination
        previousLabel={t('home.previous')}
        nextLabel={t('home.next')}
        slides={banners.map((banner, index) => ({
          key: banner.id,
          content: <BannerImage banner={banner} first={eagerFirst && index === 0} />,
        }))}
      />
    </div>
  );
}

/** Placeholder of the banner's exact box while home.bootstrap loads. */
export function BannerSkeleton() {
  return <div className="banner banner--skeleton skeleton" aria-hidden="true" />;
}

/* ----------------------------------------------------------------------------- shared */

/** The pager of the events and popup carousels, below the slides (issue 9). */
function pagerTexts(t: TFunction): CarouselPager {
  return {
    previous: t('home.previous'),
    next: t('home.next'),
    position: (index, count) => t('home.slidePosition', { index, count }),
    dot: (index, count) => t('home.slideName', { index, count }),
  };
}

export function HomeSection({
  id,
  title,
  viewAll,
  children,
  className,
}: {
  id: string;
  title: string;
  viewAll?: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={['home-section', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {viewAll ? (
          <Link className="home-section__all" to={viewAll}>
            {t('home.viewAll')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function GameRow({
  id,
  title,
  games,
  viewAll,
  emptyText,
}: {
  id: string;
  title: string;
  games: Game[];
  viewAll?: string;
  emptyText?: string;
}) {
  if (games.length === 0 && !emptyText) return null;
  return (
    <HomeSection id={id} title={title} viewAll={viewAll}>
      {games.length === 0 ? (
        <p className="home-section__empty">{emptyText}</p>
      ) : (
        <ul className="tile-row">
          {games.map((game) => (
            <GameTile key={game.nodeId} game={game} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

export function VendorRow({
  id,
  title,
  vendors,
  viewAll,
}: {
  id: string;
  title: string;
  vendors: Vendor[];
  viewAll?: string;
}) {
  if (vendors.length === 0) return null;
  return (
    <HomeSection id={id} title={title} viewAll={viewAll}>
      <ul className="tile-row">
        {vendors.map((vendor) => (
          <VendorTile key={vendor.vendor} vendor={vendor} />
        ))}
      </ul>
    </HomeSection>
  );
}

/** Skeleton of one row: the same height as a loaded row. */
export function RowSkeleton() {
  return (
    <div className="home-section home-section--skeleton" aria-hidden="true">
      <div className="skeleton skeleton--title" />
      <ul className="tile-row">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="tile">
            <span className="tile__image skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/* ----------------------------------------------------------------------------- live row */

export function LiveRow({ vendors }: { vendors: Vendor[] }) {
  const { t } = useTranslation();
  const openVendor = useOpenVendor();
  const shown = vendors.slice(0, 5);
  const promo = shown[0];
  if (!promo) return null;
  return (
    <HomeSection id="home-live" title={t('home.rows.LIVE')} viewAll="/live">
      <div className="live-promo">
        {(promo.largeIconUrl ?? promo.iconUrl) ? (
          <img
            className="live-promo__image"
            src={promo.largeIconUrl ?? promo.iconUrl ?? ''}
            alt=""
            width={320}
            height={160}
            loading="lazy"
          />
        ) : null}
        <div className="live-promo__text">
          <strong>{promo.displayName}</strong>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => openVendor(promo)}
          >
            {t('home.playNow')}
          </button>
        </div>
      </div>
      <ul className="tile-row">
        {shown.map((vendor) => (
          <VendorTile key={vendor.vendor} vendor={vendor} />
        ))}
      </ul>
    </HomeSection>
  );
}

/* ----------------------------------------------------------------------------- winners */

function WinnerCard({ winner, symbol }: { winner: Winner; symbol: string | null }) {
  return (
    <div className="winner">
      {winner.iconUrl ? (
        <img
          className="winner__icon"
          src={winner.iconUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
      ) : (
        <span className="winner__icon" />
      )}
      <div className="winner__text">
        <span className="winner__name">{winner.customerName}</span>
        <span className="winner__game">{winner.gameName}</span>
      </div>
      <span className="winner__amount">{formatMoney(winner.winAmount, symbol)}</span>
    </div>
  );
}

export function LatestWinners({ winners, symbol }: { winners: Winner[]; symbol: string | null }) {
  const { t } = useTranslation();
  const shown = winners.slice(0, LIMITS.winnerCarousel);
  if (shown.length === 0) return null;
  const moving = shown.length > LIMITS.winnerLoopAbove;
  return (
    <HomeSection id="home-winners" title={t('home.winners')} className="winners">
      {moving ? (
        <Carousel
          label={t('home.winners')}
          loop
          autoplayMs={0}
          speed={2000}
          slides={shown.map((winner, index) => ({
            key: `${index}-${winner.customerName}`,
            content: <WinnerCard winner={winner} symbol={symbol} />,
          }))}
        />
      ) : (
        <ul className="winners__list">
          {shown.map((winner, index) => (
            <li key={`${index}-${winner.customerName}`}>
              <WinnerCard winner={winner} symbol={symbol} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/* ----------------------------------------------------------------------------- videos */

export function VideoBlock({ videos }: { videos: Video[] }) {
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <HomeSection id="home-videos" title={t('home.videos')}>
      <Carousel
        label={t('home.videos')}
        loop={videos.length > 1}
        navigation
        pagination
        previousLabel={t('home.previous')}
        nextLabel={t('home.next')}
        slides={videos.map((video) => ({
          key: video.id,
          content: (
            <div className="video">
              <iframe
                src={video.embedUrl}
                title={video.title ?? t('home.videos')}
                loading="lazy"
                width={560}
                height={315}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
              />
            </div>
          ),
        }))}
      />
    </HomeSection>
  );
}

/* ----------------------------------------------------------------------------- events */

function Team({ name, image }: { name: string; image: string | null }) {
  return (
    <span className="match__team">
      {image ? (
        <img src={image} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="match__logo" />
      )}
      <span>{name}</span>
    </span>
  );
}

export function UpcomingEvents({ matches }: { matches: HotMatch[] }) {
  const { t } = useTranslation();
  const openGame = useOpenGame();
  const navigate = useNavigate();
  if (matches.length === 0) return null;
  const pages: HotMatch[][] = [];
  for (let i = 0; i < matches.length; i += LIMITS.hotMatchesPerSlide) {
    pages.push(matches.slice(i, i + LIMITS.hotMatchesPerSlide));
  }
  return (
    <HomeSection id="home-events" title={t('home.events')}>
      <Carousel
        label={t('home.events')}
        pager={pagerTexts(t)}
        slides={pages.map((page) => ({
          key: page.map((m) => m.id).join('-'),
          content: (
            <ul className="matches">
              {page.map((match) => (
                <li key={match.id} className="match">
                  <span className="match__league">{match.league}</span>
                  <div className="match__teams">
                    <Team name={match.homeTeam} image={match.homeTeamImageUrl} />
                    <span className="match__vs">{t('home.vs')}</span>
                    <Team name={match.awayTeam} image={match.awayTeamImageUrl} />
                  </div>
                  <time className="match__time" dateTime={new Date(match.matchTime).toISOString()}>
                    {formatMatchTime(match.matchTime)}
                  </time>
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    onClick={() => {
                      const target = matchTarget(match);
                      // Without a vendor the match can only be found on the sports page.
                      if (target) openGame(target);
                      else void navigate('/sports');
                    }}
                  >
                    {t('home.betNow')}
                  </button>
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </HomeSection>
  );
}

/* ----------------------------------------------------------------------------- app tiles */

export function AppDownloadTiles({ android, ios }: { android: boolean; ios: boolean }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-app" title={t('home.appTitle')}>
      <ul className="app-tiles">
        {android ? (
          <li>
            <Link className="app-tile" to="/app">
              <Icon name="download" />
              {t('home.appAndroid')}
            </Link>
          </li>
        ) : null}
        {ios ? (
          <li>
            <Link className="app-tile" to="/app">
              <Icon name="download" />
              {t('home.appIos')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link className="app-tile" to="/app">
            <Icon name="phone" />
            {t('home.appMore')}
          </Link>
        </li>
      </ul>
    </HomeSection>
  );
}

/* ----------------------------------------------------------------------------- popups */

const POPUPS_SHOWN_KEY = 'loginPopupsShown';

/** Login popups: once per browser session, closable; several show as a carousel. */
export function LoginPopups({ popups }: { popups: Popup[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !readSessionFlag(POPUPS_SHOWN_KEY));
  if (popups.length === 0 || !open) return null;
  const close = () => {
    writeSessionFlag(POPUPS_SHOWN_KEY);
    setOpen(false);
  };
  return (
    <Modal
      open
      title={t('home.popupTitle')}
      closeLabel={t('home.close')}
      onClose={close}
      className="popups"
    >
      <Carousel
        label={t('home.popupTitle')}
        pager={pagerTexts(t)}
        slides={popups.map((popup) => ({
          key: popup.id,
          content: (
            <article className="popup">
              <h3>{popup.title}</h3>
              {popup.imageUrl ? (
                <img src={popup.imageUrl} alt="" width={600} height={400} loading="lazy" />
              ) : null}
              {/* contentHtml is sanitised by the BFF (contracts PopupSchema). */}
              <div
                className="popup__html"
                dangerouslySetInnerHTML={{ __html: popup.contentHtml }}
              />
            </article>
          ),
        }))}
      />
    </Modal>
  );
}

/* ----------------------------------------------------------------------------- footer */

const PAYMENT_AFFILIATES = [
  'GCash',
  'Maya',
  'GrabPay',
  'ShopeePay',
  'Visa',
  'Mastercard',
  'BDO',
  'UnionBank',
];
const REGULATORS = [
  'PAGCOR (Philippine Amusement and Gaming Corporation)',
  'CEZA (Cagayan Economic Zone Authority)',
  'Curaçao Gaming Control Board',
  'Malta Gaming Authority',
  'Gaming Laboratories International (GLI)',
  'iTech Labs',
  'BMM Testlabs',
];
const BADGES: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'safePayment', icon: 'shield' },
  { key: 'support', icon: 'clock' },
  { key: 'mobile', icon: 'phone' },
  { key: 'odds', icon: 'trophy' },
];

export function HomeFooter({ categories }: { categories: VendorCategory[] }) {
  const { t } = useTranslation();
  const [certifiedOpen, setCertifiedOpen] = useState(false);
  const seen = new Set<string>();
  const vendors = categories
    .flatMap((c) => c.vendors)
    .filter((v) => v.iconUrl && !seen.has(v.vendor) && seen.add(v.vendor));
  return (
    <footer className="home-footer">
      {vendors.length > 0 ? (
        <section aria-labelledby="home-footer-vendors">
          <h2 id="home-footer-vendors">{t('home.footer.vendors')}</h2>
          <ul className="home-footer__logos">
            {vendors.map((v) => (
              <li key={v.vendor}>
                <img
                  src={v.iconUrl ?? ''}
                  alt={v.displayName}
                  width={64}
                  height={32}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="home-footer-payments">
        <h2 id="home-footer-payments">{t('home.footer.payments')}</h2>
        <ul className="home-footer__names">
          {PAYMENT_AFFILIATES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => setCertifiedOpen(true)}
      >
        {t('home.footer.certified')}
      </button>
      <Modal
        open={certifiedOpen}
        title={t('home.footer.regulators')}
        closeLabel={t('home.close')}
        onClose={() => setCertifiedOpen(false)}
      >
        <ul className="home-footer__regulators">
          {REGULATORS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Modal>
      <ul className="home-footer__badges">
        {BADGES.map((badge) => (
          <li key={badge.key}>
            <Icon name={badge.icon} />
            {t(`home.footer.${badge.key}`)}
          </li>
        ))}
      </ul>
      <p className="home-footer__copy">
        {t('home.footer.copyright', { year: FOOTER_YEAR, name: t('app.name') })}
      </p>
    </footer>
  );
}
