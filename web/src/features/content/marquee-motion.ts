/**
 * The marquee's motion (spec section 9: 30 fps). A CSS animation moves at the screen's own rate
 * (60 or 120 updates a second); this moves the strip in steps, one every
 * TIMINGS_MS.marqueeUpdate, driven by requestAnimationFrame so it sleeps with a hidden tab.
 */
import { TIMINGS_MS } from '@app/contracts/values';

/** Distance of one step: 2 px × 30 a second = 60 px/s, slow enough to read on a phone. */
export const MARQUEE_STEP_PX = 2;

export interface MarqueeMotionOptions {
  /** True while the player holds the strip (hover or a focused link): no step is taken. */
  paused: () => boolean;
}

/**
 * Moves `track` leftwards until it has gone by whole (its width includes the lead-in padding),
 * then starts over. Returns the stop function.
 */
export function startMarqueeMotion(track: HTMLElement, { paused }: MarqueeMotionOptions) {
  let offset = 0;
  let lastStepAt: number | null = null;
  let frame = requestAnimationFrame(function tick(now: number) {
    lastStepAt ??= now;
    const steps = Math.floor((now - lastStepAt) / TIMINGS_MS.marqueeUpdate);
    if (steps > 0) {
      // A late frame catches up in one write: the strip keeps its speed on a busy phone.
      lastStepAt += steps * TIMINGS_MS.marqueeUpdate;
      if (!paused()) {
        const width = track.scrollWidth || 1;
        offset = (offset + steps * MARQUEE_STEP_PX) % width;
        track.style.setProperty('transform', `translateX(${-offset}px)`);
      }
    }
    frame = requestAnimationFrame(tick);
  });
  return () => cancelAnimationFrame(frame);
}
