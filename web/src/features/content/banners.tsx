/** Banner carousels (home, live): internal links stay in the app, external ones open a new tab. */
import type { Banner } from '@app/contracts';
import { TIMINGS_MS } from '@app/contracts/values';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/ui/carousel.tsx';

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
        previousLabel={t('ui.previous')}
        nextLabel={t('ui.next')}
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
