/**
 * The one place Swiper is used, and only through a dynamic import: the first screen never waits
 * for it. Until Swiper has loaded, the slides render in a plain scroll-snap track of the same size
 * (the first slide fills it), so nothing shifts when Swiper takes over.
 */
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type * as SwiperTrackModule from './swiper-react.tsx';
import type { CarouselSlide } from './swiper-react.tsx';
import { Icon } from './icon.tsx';
import './ui.css';
import './carousel.css';

export type { CarouselSlide } from './swiper-react.tsx';

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
  /**
   * A pager of its own BELOW the slides (issue 9: Swiper's bullets sat on the slides' buttons
   * and text): previous/next, the visible position ("1 of 2") and one dot per slide. It works
   * before Swiper loads too. Texts translated by the caller; replaces `pagination`.
   */
  pager?: CarouselPager;
}

export interface CarouselPager {
  previous: string;
  next: string;
  /** Visible position, e.g. "1 of 2". */
  position: (index: number, count: number) => string;
  /** Name of a dot, e.g. "Slide 1 of 2". */
  dot: (index: number, count: number) => string;
}

function Pager({
  pager,
  index,
  count,
  loop,
  onGo,
}: {
  pager: CarouselPager;
  index: number;
  count: number;
  loop: boolean;
  onGo: (index: number) => void;
}) {
  return (
    <div className="carousel__pager">
      <button
        type="button"
        className="icon-button carousel__step"
        disabled={!loop && index === 0}
        onClick={() => onGo(index - 1)}
      >
        <Icon name="back" size={18} />
        <span className="visually-hidden">{pager.previous}</span>
      </button>
      <span className="carousel__dots">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="carousel__dot"
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onGo(i)}
          >
            <span className="visually-hidden">{pager.dot(i + 1, count)}</span>
          </button>
        ))}
      </span>
      <span className="carousel__position" aria-live="polite">
        {pager.position(index + 1, count)}
      </span>
      <button
        type="button"
        className="icon-button carousel__step carousel__step--next"
        disabled={!loop && index === count - 1}
        onClick={() => onGo(index + 1)}
      >
        <Icon name="back" size={18} />
        <span className="visually-hidden">{pager.next}</span>
      </button>
    </div>
  );
}

type SwiperModules = typeof SwiperTrackModule;

let loaded: Promise<SwiperModules> | null = null;

/** Delay before Swiper loads without any interaction (after the first load has settled). */
const SWIPER_DEFER_MS = 3_000;
/** How often a takeover held back by a press looks again. */
const PRESS_SETTLE_MS = 100;

/** Loads Swiper (script and styles, with the track on it) once for every carousel. */
function loadSwiper(): Promise<SwiperModules> {
  loaded ??= import('./swiper-react.tsx');
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
  pager,
}: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperModules | null>(null);
  const [wanted, setWanted] = useState(false);
  const [index, setIndex] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const instanceRef = useRef<SwiperInstance | null>(null);
  const settleRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (settleRef.current) clearTimeout(settleRef.current);
    },
    [],
  );
  const needsSwiper = slides.length > 1;
  const count = slides.length;

  /** Moves to a slide: through Swiper once it runs, else by scrolling the static track. */
  const goTo = (requested: number) => {
    const target = (requested + count) % count;
    const instance = instanceRef.current;
    if (instance && !instance.destroyed) {
      if (loop) instance.slideToLoop(target);
      else instance.slideTo(target);
    } else {
      const track = trackRef.current;
      track?.scrollTo?.({ left: target * track.clientWidth, behavior: 'smooth' });
    }
    setIndex(target);
  };
  const pagerElement =
    pager && count > 1 ? (
      <Pager pager={pager} index={index} count={count} loop={loop} onGo={goTo} />
    ) : null;

  // Swiper is an enhancement: it loads on the first touch/hover/focus of a carousel, or a few
  // seconds after the page settled, never on the first load's critical path.
  useEffect(() => {
    if (!needsSwiper || wanted) return undefined;
    const timer = setTimeout(() => setWanted(true), SWIPER_DEFER_MS);
    return () => clearTimeout(timer);
  }, [needsSwiper, wanted]);

  /**
   * A press on a slide is under way (pointer down, not yet up): Swiper must not take over now.
   * Its DOM replaces the static track's, so the press would end on another element and the tap
   * (Bet Now, a banner) would be lost. The pointer that starts the loading (touch, hover) is often
   * the very press that must land.
   */
  const pressed = useRef(false);
  useEffect(() => {
    if (!needsSwiper || !wanted) return undefined;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const takeOver = (modules: SwiperModules) => {
      if (!active) return;
      if (pressed.current) {
        retry = setTimeout(() => takeOver(modules), PRESS_SETTLE_MS);
        return;
      }
      setSwiper(modules);
    };
    loadSwiper().then(
      takeOver,
      () => undefined, // Swiper failed to load: the static track still scrolls by hand.
    );
    return () => {
      active = false;
      if (retry) clearTimeout(retry);
    };
  }, [needsSwiper, wanted]);
  // The release is heard anywhere (a press may end outside the carousel); after it the click is
  // still to come, so the takeover waits one more turn.
  const press = () => {
    pressed.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(() => {
        pressed.current = false;
      }, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

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
        onPointerDown={press}
      >
        <div
          ref={trackRef}
          className="carousel__static"
          // A scrolling track must be reachable by keyboard even when its slides hold nothing
          // focusable (winners, video covers): axe scrollable-region-focusable.
          tabIndex={0}
          onScroll={(event) => {
            // Read the position once the track has settled: mid-way through a smooth scroll
            // started by the pager it would still report the slide being left.
            const track = event.currentTarget;
            if (settleRef.current) clearTimeout(settleRef.current);
            settleRef.current = setTimeout(() => {
              if (track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
            }, 150);
          }}
        >
          {slides.map((slide) => (
            <div key={slide.key} className="carousel__slide">
              {slide.content}
            </div>
          ))}
        </div>
        {pagerElement}
      </div>
    );
  }

  const { SwiperTrack } = swiper;
  return (
    <div className={classes} role="group" aria-roledescription="carousel" aria-label={label}>
      <SwiperTrack
        slides={slides}
        loop={loop}
        speed={speed ?? 300}
        autoplayMs={autoplayMs}
        navigation={navigation}
        pagination={pagination && !pager}
        // Swiper takes over where the static track was, and reports moves to the pager.
        initialSlide={index}
        previousLabel={previousLabel ?? 'Previous slide'}
        nextLabel={nextLabel ?? 'Next slide'}
        onSwiper={(instance) => {
          instanceRef.current = instance;
        }}
        onSlideChange={setIndex}
      />
      {pagerElement}
    </div>
  );
}
