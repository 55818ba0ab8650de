/**
 * The one place Swiper is used, and only through a dynamic import: the first screen never waits
 * for it. Until Swiper has loaded, the slides render in a plain scroll-snap track of the same size
 * (the first slide fills it), so nothing shifts when Swiper takes over.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type * as SwiperModulesNs from 'swiper/modules';
import type * as SwiperReactNs from 'swiper/react';
import './carousel.css';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel group. */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds between slides; undefined: no autoplay. */
  autoplayMs?: number;
  loop?: boolean;
  /** Transition speed in ms. */
  speed?: number;
  navigation?: boolean;
  pagination?: boolean;
  className?: string;
  /** Texts of the arrows (translated by the caller). */
  previousLabel?: string;
  nextLabel?: string;
}

type SwiperModules = {
  react: typeof SwiperReactNs;
  modules: typeof SwiperModulesNs;
};

let loaded: Promise<SwiperModules> | null = null;

/** Delay before Swiper loads without any interaction (after the first load has settled). */
const SWIPER_DEFER_MS = 3_000;

/** Loads Swiper (script and styles) once for every carousel. */
function loadSwiper(): Promise<SwiperModules> {
  loaded ??= Promise.all([
    import('swiper/react'),
    import('swiper/modules'),
    import('swiper/css'),
    import('swiper/css/navigation'),
    import('swiper/css/pagination'),
  ]).then(([react, modules]) => ({ react, modules }));
  return loaded;
}

export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = false,
  speed,
  navigation = false,
  pagination = false,
  className,
  previousLabel,
  nextLabel,
}: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperModules | null>(null);
  const [wanted, setWanted] = useState(false);
  const needsSwiper = slides.length > 1;

  // Swiper is an enhancement: it loads on the first touch/hover/focus of a carousel, or a few
  // seconds after the page settled, never on the first load's critical path.
  useEffect(() => {
    if (!needsSwiper || wanted) return undefined;
    const timer = setTimeout(() => setWanted(true), SWIPER_DEFER_MS);
    return () => clearTimeout(timer);
  }, [needsSwiper, wanted]);

  useEffect(() => {
    if (!needsSwiper || !wanted) return undefined;
    let active = true;
    loadSwiper().then(
      (modules) => {
        if (active) setSwiper(modules);
      },
      () => undefined, // Swiper failed to load: the static track still scrolls by hand.
    );
    return () => {
      active = false;
    };
  }, [needsSwiper, wanted]);

  const classes = ['carousel', className ?? ''].filter(Boolean).join(' ');

  if (!swiper || !needsSwiper) {
    return (
      <div
        className={classes}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        onPointerEnter={() => setWanted(true)}
        onTouchStart={() => setWanted(true)}
        onFocus={() => setWanted(true)}
      >
        <div className="carousel__static">
          {slides.map((slide) => (
            <div key={slide.key} className="carousel__slide">
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    );
  }

  const { Swiper, SwiperSlide } = swiper.react;
  const { Autoplay, Navigation, Pagination, A11y } = swiper.modules;
  return (
    <div className={classes} role="group" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Autoplay, Navigation, Pagination, A11y]}
        slidesPerView={1}
        loop={loop}
        speed={speed ?? 300}
        autoplay={
          autoplayMs !== undefined ? { delay: autoplayMs, disableOnInteraction: false } : false
        }
        navigation={navigation}
        pagination={pagination ? { clickable: true } : false}
        a11y={{
          prevSlideMessage: previousLabel ?? 'Previous slide',
          nextSlideMessage: nextLabel ?? 'Next slide',
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className="carousel__slide">
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
