import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogTurn } from './overlay-requests.ts';

describe('useDialogTurn', () => {
  it('shows one dialog at a time, first asked first, the next when it closes', () => {
    const popups = renderHook(({ wants }) => useDialogTurn(wants), {
      initialProps: { wants: true },
    });
    const alert = renderHook(({ wants }) => useDialogTurn(wants), {
      initialProps: { wants: true },
    });
    expect(popups.result.current).toBe(true);
    expect(alert.result.current).toBe(false);

    act(() => popups.rerender({ wants: false }));
    expect(alert.result.current).toBe(true);
    expect(popups.result.current).toBe(false);

    // Asking again queues behind the dialog on screen.
    act(() => popups.rerender({ wants: true }));
    expect(popups.result.current).toBe(false);
    act(() => alert.unmount());
    expect(popups.result.current).toBe(true);
    popups.unmount();
  });

  it('gives no turn to a dialog that does not want one', () => {
    const idle = renderHook(() => useDialogTurn(false));
    expect(idle.result.current).toBe(false);
    idle.unmount();
  });
});
