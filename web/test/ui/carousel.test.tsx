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

describe('Carousel', () => {
  it('lets a press that starts the enhancement land: Swiper takes over after the tap', async () => {
    const onBet = vi.fn();
    render(<Carousel label="Upcoming Events" slides={slides(onBet)} />);
    const group = screen.getByRole('group', { name: 'Upcoming Events' });
    const button = screen.getByRole('button', { name: 'Bet Now 1' });
    // A finger comes down on Bet Now: the carousel starts loading Swiper at that moment.
    fireEvent.pointerEnter(group);
    fireEvent.pointerDown(button);
    // Swiper is loaded while the finger is still down (the module the carousel asked for, then
    // one turn for its takeover to run): the static track must stay.
    await act(async () => {
      await import('../../src/components/ui/swiper-react.tsx');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(button.isConnected).toBe(true);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onBet).toHaveBeenCalledOnce();
    // Then it takes over: Swiper's track replaces the static one.
    await waitFor(() => expect(group.querySelector('.swiper')).not.toBeNull());
    expect(button.isConnected).toBe(false);
  });
});
