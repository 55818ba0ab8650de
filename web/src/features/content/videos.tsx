/**
 * The video block: embedded players in a carousel. A player (a YouTube page of its own, a
 * megabyte and more of script) loads only once its slide comes near the screen: the slides to
 * the side wait until the player swipes to them, and a block far down waits for the scroll. Each
 * autoplays (muted) from there, as the spec's embed links ask.
 */
import type { Video } from '@app/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Section } from '../../components/ui/section.tsx';

/** How near the screen a slide may come before its player loads: a screen's height, not sideways. */
const NEAR_SCREEN_MARGIN = '100% 0px';

export function VideoBlock({ videos }: { videos: Video[] }) {
  return videos.length === 0 ? null : <Videos videos={videos} />;
}

function Videos({ videos }: { videos: Video[] }) {
  const { t } = useTranslation('content');
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
          content: <VideoSlide video={video} fallbackTitle={t('content.videos')} />,
        }))}
      />
    </Section>
  );
}

/** One slide: its player once the slide itself is near the screen (a slide to the side is not). */
function VideoSlide({ video, fallbackTitle }: { video: Video; fallbackTitle: string }) {
  const slide = useRef<HTMLDivElement>(null);
  const near = useNearScreen(slide);
  return (
    <div ref={slide} className="video">
      {near ? (
        <iframe
          src={video.embedUrl}
          title={video.title ?? fallbackTitle}
          loading="lazy"
          width={560}
          height={315}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : null}
    </div>
  );
}

/**
 * Whether the element has come within NEAR_SCREEN_MARGIN of the screen (once true, it stays).
 * False on the server and in the first render, so a server-rendered page hydrates as it was
 * sent; without IntersectionObserver, true at once.
 */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const target = element.current;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    if (!target) return;
    // A share of it, not only an edge: the next slide's edge touches the track's (which
    // IntersectionObserver counts as intersecting, at a ratio of 0).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio > 0)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN, threshold: 0.01 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
