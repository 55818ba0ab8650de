/**
 * Spec sections 5 and 8: free_reject is an offline toast shown for 2 s (issue 27, item 5).
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showFreeReject, Toaster } from '../../src/components/ui/toast.tsx';

afterEach(() => clearToasts());

describe('the free_reject toast', () => {
  it('is the offline kind and leaves after 2 s', () => {
    vi.useFakeTimers();
    expect(TIMINGS_MS.freeRejectToast).toBe(2_000);
    render(<Toaster />);
    act(() => {
      showFreeReject('Log in with a real account');
    });
    const toast = screen.getByText('Log in with a real account');
    expect(toast).toHaveClass('toast--offline');
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(screen.getByText('Log in with a real account')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Log in with a real account')).not.toBeInTheDocument();
  });
});
