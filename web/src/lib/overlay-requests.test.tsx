import { act, render, renderHook } from '@testing-library/react';
import { Dialog, loadDialogMachinery } from '../components/ui/dialog.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showFreeReject, showToast } from '../components/ui/toast.tsx';
import { useDialogTurn } from './overlay-requests.ts';
import { writeTermsAgreed } from './storage.ts';

// A dialog is granted its turn once its code is here; the test 'waits for the dialog's code' is
// the one that starts without it.
beforeAll(async () => {
  await loadDialogMachinery();
});

beforeEach(() => {
  writeTermsAgreed();
});

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('useDialogTurn', () => {
  it('waits for the terms notice: the page renders beneath it, its dialogs come after', () => {
    sessionStorage.clear();
    const popups = renderHook(() => useDialogTurn(true));
    expect(popups.result.current).toBe(false);
    act(() => writeTermsAgreed());
    expect(popups.result.current).toBe(true);
  });

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

  it("waits while the player's own dialog is open (the side menu), then shows and stays", () => {
    const menu = render(
      <Dialog open title="Menu" onClose={() => {}}>
        links
      </Dialog>,
    );
    const popups = renderHook(() => useDialogTurn(true));
    expect(popups.result.current).toBe(false);
    act(() => menu.unmount());
    expect(popups.result.current).toBe(true);
    // The popup's own dialog, or the player opening another over it, does not withdraw it.
    const picker = render(
      <Dialog open title="Language" onClose={() => {}}>
        languages
      </Dialog>,
    );
    expect(popups.result.current).toBe(true);
    picker.unmount();
    popups.unmount();
  });

  it('is granted only once its code is here: a menu the player opens meanwhile goes first', async () => {
    vi.resetModules();
    // Preact goes through Vitest's module graph (decision 036), so the reset gives a fresh one:
    // Testing Library and the element come from the fresh graph too, or the fresh hooks would
    // run under the old renderer.
    const {
      act: freshAct,
      render: freshRender,
      renderHook: freshRenderHook,
    } = await import('@testing-library/react');
    const { createElement } = await import('react');
    const fresh = await import('./overlay-requests.ts');
    const ui = await import('../components/ui/dialog.tsx');
    const popups = freshRenderHook(() => fresh.useDialogTurn(true));
    // Still fetching the dialog's code: not shown, so nothing invisible holds the turn.
    expect(popups.result.current).toBe(false);
    const menu = freshRender(
      createElement(ui.Dialog, { open: true, title: 'Menu', onClose: () => {}, children: 'links' }),
    );
    await freshAct(() => ui.loadDialogMachinery());
    expect(popups.result.current).toBe(false);
    freshAct(() => menu.unmount());
    expect(popups.result.current).toBe(true);
    popups.unmount();
  });

  it('gives no turn to a dialog that does not want one', () => {
    const idle = renderHook(() => useDialogTurn(false));
    expect(idle.result.current).toBe(false);
    idle.unmount();
  });

  it('waits while a refusal is on screen, then shows; a later toast leaves an open one open', () => {
    vi.useFakeTimers();
    act(() => void showFreeReject('Sorry, this account does not have permission.'));
    const popups = renderHook(({ wants }) => useDialogTurn(wants), {
      initialProps: { wants: true },
    });
    expect(popups.result.current).toBe(false);
    // The refusal's 2 s (spec section 8) pass: the popup shows.
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(popups.result.current).toBe(true);
    act(() => void showToast('Loading failed', { tone: 'error' }));
    expect(popups.result.current).toBe(true);
    popups.unmount();
  });

  it('does not wait for an info toast', () => {
    act(() => void showToast('SMS sent'));
    const popups = renderHook(() => useDialogTurn(true));
    expect(popups.result.current).toBe(true);
    popups.unmount();
  });
});
