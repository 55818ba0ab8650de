/**
 * The marquee's 30 fps (spec section 9, issue 27 item 9): the constant, and the motion driven by
 * requestAnimationFrame under fake timers (frames every 16 ms, as a 60 Hz screen draws them).
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARQUEE_STEP_PX, startMarqueeMotion } from '../src/features/content/marquee-motion.ts';

const offsetOf = (track: HTMLElement) =>
  0 - Number(/translateX\((-?[\d.]+)px\)/.exec(track.style.transform)?.[1] ?? 0);

/** Fake timers draw a frame every 16 ms; 63 frames (1 008 ms) are the first to span a second. */
const frames = (count: number) => vi.advanceTimersByTime(16 * count);
const A_SECOND_OF_FRAMES = 63;

function makeTrack(width = 10_000) {
  const track = document.createElement('ul');
  Object.defineProperty(track, 'scrollWidth', { value: width });
  return track;
}

describe('marquee motion', () => {
  let stop = () => undefined as void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('is the spec constant: 30 updates a second', () => {
    expect(1_000 / TIMINGS_MS.marqueeUpdate).toBeCloseTo(30, 9);
  });

  it('takes 30 steps a second on a 60 Hz screen, never one per frame', () => {
    const track = makeTrack();
    const writes = vi.spyOn(track.style, 'setProperty');
    stop = startMarqueeMotion(track, { paused: () => false });
    frames(1); // the first frame sets the clock's start
    frames(A_SECOND_OF_FRAMES);
    expect(writes).toHaveBeenCalledTimes(30);
    expect(offsetOf(track)).toBe(30 * MARQUEE_STEP_PX);
  });

  it('does not move between two updates', () => {
    const track = makeTrack();
    stop = startMarqueeMotion(track, { paused: () => false });
    frames(1);
    frames(2); // two frames, 32 ms: less than one update apart
    expect(offsetOf(track)).toBe(0);
    frames(1);
    expect(offsetOf(track)).toBe(MARQUEE_STEP_PX);
  });

  it('stands still while held, and starts over once the strip has gone by', () => {
    let held = true;
    const track = makeTrack(40);
    stop = startMarqueeMotion(track, { paused: () => held });
    frames(1 + A_SECOND_OF_FRAMES);
    expect(offsetOf(track)).toBe(0);
    held = false;
    frames(A_SECOND_OF_FRAMES); // 30 steps of 2 px over a 40 px strip: 60 mod 40
    expect(offsetOf(track)).toBe(20);
  });

  it('stops when told to', () => {
    const track = makeTrack();
    startMarqueeMotion(track, { paused: () => false })();
    vi.advanceTimersByTime(1_000);
    expect(track.style.transform).toBe('');
  });
});
