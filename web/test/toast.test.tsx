/** The toaster: a new error replaces the one on screen; info toasts stay beside it. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, showToast, Toaster } from '../src/components/ui/toast.tsx';

afterEach(() => act(() => clearToasts()));

describe('Toaster', () => {
  it('replaces an error with the next one instead of stacking them', () => {
    render(<Toaster />);
    act(() => {
      showToast('SMS sent');
      showToast('Verification code error', { tone: 'error' });
      showToast('Access restricted', { tone: 'error' });
    });
    const status = screen.getAllByRole('status').find((region) => region.matches('.toaster'));
    expect(status).toHaveTextContent('Access restricted');
    expect(status).not.toHaveTextContent('Verification code error');
    expect(status).toHaveTextContent('SMS sent');
  });
});
