import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/components/ui/carousel.tsx';

function slides(onBet: () => void) {
  return [1, 2].map((n) => ({
    key: String(n),
    content: (
      <button type="button" onClick={onBet}>
        Bet Now {n}
      </button>
    ),
  }));
}

/** jsdom has neither observer Embla measures with, nor matchMedia; every browser has them. */
class Unobserving {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

describe('Carousel', () => {
  it('lets a press that starts the enhancement land: the engine takes over after the tap', async () => {
    vi.stubGlobal('ResizeObserver', Unobserving);
    vi.stubGlobal('IntersectionObserver', Unobserving);
    // On the document's own window, which Embla reads (vitest's global is another object).
    const view = document.defaultView as Window;
    const matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    view.matchMedia = matchMedia;
    vi.stubGlobal('matchMedia', matchMedia);
    const onBet = vi.fn();
    render(<Carousel label="Upcoming Events" slides={slides(onBet)} />);
    const group = screen.getByRole('group', { name: 'Upcoming Events' });
    const button = screen.getByRole('button', { name: 'Bet Now 1' });
    // A finger comes down on Bet Now: the carousel starts loading the engine at that moment.
    fireEvent.pointerEnter(group);
    fireEvent.pointerDown(button);
    // The engine is loaded while the finger is still down (the module the carousel asked for,
    // then one turn for its takeover to run): the static track must stay.
    await act(async () => {
      await import('../../src/components/ui/carousel-engine.ts');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(group.querySelector('.carousel__static')).not.toBeNull();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onBet).toHaveBeenCalledOnce();
    // Then it takes over: the same track, now moved by the engine (nothing is replaced).
    // (A cap, not a timing claim: the takeover looks again every 100 ms, and a full suite on two
    // busy cores once took longer than waitFor's default second.)
    await waitFor(() => expect(group.querySelector('.carousel__track')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(group.querySelector('.carousel__static')).toBeNull();
    expect(button.isConnected).toBe(true);
    vi.unstubAllGlobals();
    Reflect.deleteProperty(view, 'matchMedia');
  });

  it('draws a dot per slide on the slides and marks the one shown', () => {
    render(<Carousel label="Promotions" slides={slides(() => undefined)} pagination loop />);
    const dots = screen.getAllByRole('button', { name: /^Go to slide \d$/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots[1] as HTMLElement);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('has no controls and loads nothing for a single slide', () => {
    render(
      <Carousel
        label="Promotions"
        slides={slides(() => undefined).slice(0, 1)}
        pagination
        navigation
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
