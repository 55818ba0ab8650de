/**
 * The carousel's engine once it runs: Embla (embla-carousel and its autoplay plugin, about 8 KB
 * gzip together; Swiper was 49 KB, decision 033). carousel.tsx loads this module on the first
 * touch, hover or focus of a carousel, or a few seconds after the page settled. Embla moves the
 * track the static carousel already drew (no markup of its own), so taking over replaces nothing.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export type CarouselEngine = EmblaCarouselType;

export interface EngineOptions {
  loop: boolean;
  /** Transition time in ms, Swiper's `speed` as the callers give it. */
  speedMs: number;
  /** Milliseconds a slide stays after its transition; undefined: no autoplay. */
  autoplayMs: number | undefined;
  /** The slide the static track showed: the engine starts there. */
  startIndex: number;
  /** prefers-reduced-motion: autoplay and the controls jump instead of sliding. */
  still: boolean;
  onSelect: (index: number) => void;
}

/**
 * Embla's `duration` is no time but a damping figure (20 to 60 advised, 25 by default, about
 * Swiper's default 300 ms); longer transitions scale from there and stop at the slowest advised.
 */
function durationOf(speedMs: number): number {
  return Math.min(60, Math.max(20, Math.round((speedMs * 25) / 300)));
}

/** Starts the engine on `viewport` (its first child is the track, the slides its children). */
export function startEngine(viewport: HTMLElement, options: EngineOptions): CarouselEngine {
  const plugins =
    options.autoplayMs === undefined
      ? []
      : [
          Autoplay({
            // Swiper counted its delay from the end of a transition, Embla from its start.
            delay: options.autoplayMs + options.speedMs,
            jump: options.still,
            // A swipe pauses the autoplay only while the finger is down (Swiper's
            // disableOnInteraction: false).
            stopOnInteraction: false,
          }),
        ];
  const engine = EmblaCarousel(
    viewport,
    { loop: options.loop, startIndex: options.startIndex, duration: durationOf(options.speedMs) },
    plugins,
  );
  engine.on('select', () => options.onSelect(engine.selectedScrollSnap()));
  return engine;
}
