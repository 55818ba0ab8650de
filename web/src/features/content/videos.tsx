/** The video block: embedded players in a carousel. */
import type { Video } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Section } from '../../components/ui/section.tsx';

export function VideoBlock({ videos }: { videos: Video[] }) {
  const { t } = useTranslation('content');
  if (videos.length === 0) return null;
  return (
    <Section id="home-videos" title={t('content.videos')}>
      <Carousel
        label={t('content.videos')}
        loop={videos.length > 1}
        navigation
        pagination
        previousLabel={t('ui.previous')}
        nextLabel={t('ui.next')}
        slides={videos.map((video) => ({
          key: video.id,
          content: (
            <div className="video">
              <iframe
                src={video.embedUrl}
                title={video.title ?? t('content.videos')}
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
    </Section>
  );
}
