/**
 * The app's carousel. Its slides render at once in a plain scroll-snap track (the first slide
 * fills it) that a finger can swipe; the engine (carousel-engine.ts: Embla with its autoplay,
 * decision 033) loads through a dynamic import on the first touch, hover or focus of a carousel,
 * or a few seconds after the page settled, and then moves that same track: looping, autoplay,
 * dragging. The first screen never waits for it, and nothing shifts or is replaced when it starts.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type * as EngineModule from './carousel-engine.ts';
import type { CarouselEngine } from './carousel-engine.ts';
import { Icon } from './icon.tsx';
import './ui.css';
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
  /** Previous / next arrows on the slides' sides. */
  navigation?: boolean;
  /** A dot per slide on the slides' bottom edge. */
  pagination?: boolean;
  className?: string;
  /** Texts of the arrows (translated by the caller). */
  previousLabel?: string;
  nextLabel?: string;
  /** Name of a pagination dot (translated by the caller); "Go to slide N" when absent. */
  dotLabel?: (index: number, count: number) => string;
  /**
   * A pager of its own BELOW the slides (issue 9: dots on the slides sat on their buttons and
   * text): previous/next, the visible position ("1 of 2") and one dot per slide. It works before
   * the engine loads too. Texts translated by the caller; replaces `pagination`.
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

type Engine = typeof EngineModule;

let loaded: Promise<Engine> | null = null;

/** Delay before the engine loads without any interaction (after the first load has settled). */
const ENGINE_DEFER_MS = 3_000;
/** How often a takeover held back by a press looks again. */
const PRESS_SETTLE_MS = 100;

/** Loads the engine once for every carousel. */
function loadEngine(): Promise<Engine> {
  loaded ??= import('./carousel-engine.ts');
  return loaded;
}

/**
 * Embla measures with ResizeObserver and IntersectionObserver and reads matchMedia; where one is
 * missing (jsdom, a very old browser) the static track stays, still swipeable by hand.
 */
const engineSupported = () =>
  typeof ResizeObserver === 'function' &&
  typeof IntersectionObserver === 'function' &&
  typeof window.matchMedia === 'function';

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = false,
  speed = 300,
  navigation = false,
  pagination = false,
  className,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  dotLabel = (index) => `Go to slide ${index}`,
  pager,
}: CarouselProps) {
  const [engineModule, setEngineModule] = useState<Engine | null>(null);
  const [wanted, setWanted] = useState(false);
  const [index, setIndex] = useState(0);
  const indexRef = useRef(0);
  indexRef.current = index;
  const viewportRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<CarouselEngine | null>(null);
  const settleRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (settleRef.current) clearTimeout(settleRef.current);
    },
    [],
  );
  const count = slides.length;
  const needsEngine = count > 1;

  /** Moves to a slide: through the engine once it runs, else by scrolling the static track. */
  const goTo = (requested: number) => {
    const target = (requested + count) % count;
    const engine = engineRef.current;
    if (engine) {
      engine.scrollTo(target, prefersReducedMotion());
    } else {
      const track = viewportRef.current?.firstElementChild;
      track?.scrollTo?.({ left: target * track.clientWidth, behavior: 'smooth' });
    }
    setIndex(target);
  };

  // The engine is an enhancement: it loads on the first touch/hover/focus of a carousel, or a few
  // seconds after the page settled, never on the first load's critical path.
  useEffect(() => {
    if (!needsEngine || wanted) return undefined;
    const timer = setTimeout(() => setWanted(true), ENGINE_DEFER_MS);
    return () => clearTimeout(timer);
  }, [needsEngine, wanted]);

  /**
   * A press on a slide is under way (pointer down, not yet up): the engine must not take over
   * now. Taking over turns the scrolling track into a moving one, so a press that scrolled it
   * would end elsewhere and the tap (Bet Now, a banner) would be lost. The pointer that starts
   * the loading (touch, hover) is often the very press that must land.
   */
  const pressed = useRef(false);
  useEffect(() => {
    if (!needsEngine || !wanted || !engineSupported()) return undefined;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const takeOver = (modules: Engine) => {
      if (!active) return;
      if (pressed.current) {
        retry = setTimeout(() => takeOver(modules), PRESS_SETTLE_MS);
        return;
      }
      setEngineModule(modules);
    };
    loadEngine().then(
      takeOver,
      () => undefined, // The engine failed to load: the static track still scrolls by hand.
    );
    return () => {
      active = false;
      if (retry) clearTimeout(retry);
    };
  }, [needsEngine, wanted]);
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

  // The track is no longer a scroller once the engine runs (carousel.css); it starts where the
  // static track was and reports every move to the dots and the pager.
  const enhanced = engineModule !== null && needsEngine;
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!enhanced || !engineModule || !viewport) return undefined;
    const engine = engineModule.startEngine(viewport, {
      loop,
      speedMs: speed,
      autoplayMs,
      startIndex: indexRef.current,
      still: prefersReducedMotion(),
      onSelect: setIndex,
    });
    engineRef.current = engine;
    return () => {
      engineRef.current = null;
      engine.destroy();
    };
  }, [enhanced, engineModule, loop, speed, autoplayMs, count]);

  const classes = ['carousel', className ?? ''].filter(Boolean).join(' ');
  const controls = needsEngine && !pager;

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
      <div ref={viewportRef} className="carousel__viewport">
        <div
          className={enhanced ? 'carousel__track' : 'carousel__static'}
          // A scrolling track must be reachable by keyboard even when its slides hold nothing
          // focusable (winners, video covers): axe scrollable-region-focusable.
          tabIndex={enhanced ? undefined : 0}
          onScroll={
            enhanced
              ? undefined
              : (event) => {
                  // Read the position once the track has settled: mid-way through a smooth
                  // scroll started by the pager it would still report the slide being left.
                  const track = event.currentTarget;
                  if (settleRef.current) clearTimeout(settleRef.current);
                  settleRef.current = setTimeout(() => {
                    // The engine took over meanwhile (a tap on the pager loads it on a touch
                    // screen): it owns the position now, and the track no longer scrolls, so
                    // reading it would send the carousel back to the first slide.
                    if (engineRef.current) return;
                    if (track.clientWidth > 0) {
                      setIndex(Math.round(track.scrollLeft / track.clientWidth));
                    }
                  }, 150);
                }
          }
        >
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={
                i === index ? 'carousel__slide carousel__slide--selected' : 'carousel__slide'
              }
              data-slide-index={i}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {controls && navigation ? (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--previous"
            disabled={!loop && index === 0}
            onClick={() => goTo(index - 1)}
          >
            <Icon name="back" size={22} />
            <span className="visually-hidden">{previousLabel}</span>
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            disabled={!loop && index === count - 1}
            onClick={() => goTo(index + 1)}
          >
            <Icon name="back" size={22} />
            <span className="visually-hidden">{nextLabel}</span>
          </button>
        </>
      ) : null}
      {controls && pagination ? (
        <span className="carousel__bullets">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="carousel__bullet"
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span className="visually-hidden">{dotLabel(i + 1, count)}</span>
            </button>
          ))}
        </span>
      ) : null}
      {pager && count > 1 ? (
        <Pager pager={pager} index={index} count={count} loop={loop} onGo={goTo} />
      ) : null}
    </div>
  );
}
