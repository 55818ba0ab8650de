/**
 * Focus after a navigation (lib/heading-focus.ts): on the new screen's heading, also when the
 * heading comes later or is replaced; never on a first load, a query change, or over a dialog;
 * never again once the player has pressed a key.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type DataRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeadingFocusOnNavigation } from '../src/lib/heading-focus.ts';

function Layout() {
  const ref = useRef<HTMLDivElement>(null);
  useHeadingFocusOnNavigation(ref);
  return (
    <div ref={ref}>
      <a href="#footer">Footer link</a>
      <Outlet />
    </div>
  );
}

/** A screen whose heading shows only once its data is "in" (a button stands for the answer). */
function LateScreen() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Late</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Load
    </button>
  );
}

/** A screen whose loading heading gives way to its content's own. */
function ReplacedScreen() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {loaded ? <h1 key="content">Replaced</h1> : <h1 key="loading">Replaced</h1>}
      <button type="button" onClick={() => setLoaded(true)}>
        Load
      </button>
    </>
  );
}

/** A form that focuses its first field once it shows, as the SMS code panel does. */
function FocusingScreen() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Form</h1>
      <input ref={field} aria-label="Amount" />
    </>
  );
}

function DialogScreen({ children }: { children: ReactNode }) {
  return (
    <>
      <h1>Under</h1>
      <div role="dialog" aria-label="Over">
        {children}
      </div>
    </>
  );
}

function renderAt(path: string): DataRouter {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: <h1>Screen A</h1> },
          { path: '/b', element: <h1>Screen B</h1> },
          { path: '/late', element: <LateScreen /> },
          { path: '/replaced', element: <ReplacedScreen /> },
          {
            path: '/dialog',
            element: <DialogScreen>{<input aria-label="Code" autoFocus />}</DialogScreen>,
          },
          {
            path: '/focused',
            element: <FocusingScreen />,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

afterEach(cleanup);

describe('focus after a navigation', () => {
  it('leaves a first load alone, then moves to each new screen’s heading', async () => {
    const router = renderAt('/a');
    expect(heading('Screen A')).not.toHaveFocus();
    await act(() => router.navigate('/b'));
    expect(heading('Screen B')).toHaveFocus();
    // Focusable from script, no stop of the Tab order.
    expect(heading('Screen B')).toHaveAttribute('tabindex', '-1');
    await act(() => router.navigate('/a'));
    expect(heading('Screen A')).toHaveFocus();
  });

  it('does not move focus when only the query changes', async () => {
    const router = renderAt('/a');
    await act(() => router.navigate('/b'));
    screen.getByRole('link', { name: 'Footer link' }).focus();
    await act(() => router.navigate('/b?tab=2'));
    expect(screen.getByRole('link', { name: 'Footer link' })).toHaveFocus();
  });

  it('waits for a heading that comes later, and follows one that is replaced', async () => {
    const router = renderAt('/a');
    await act(() => router.navigate('/late'));
    expect(document.activeElement).toBe(document.body);
    await act(async () => screen.getByRole('button', { name: 'Load' }).click());
    expect(heading('Late')).toHaveFocus();

    await act(() => router.navigate('/replaced'));
    const loading = heading('Replaced');
    expect(loading).toHaveFocus();
    await act(async () => screen.getByRole('button', { name: 'Load' }).click());
    expect(heading('Replaced')).not.toBe(loading);
    expect(heading('Replaced')).toHaveFocus();
  });

  it('takes focus back from a control of the screen before, not from a dialog', async () => {
    const router = renderAt('/a');
    screen.getByRole('link', { name: 'Footer link' }).focus();
    await act(() => router.navigate('/b'));
    expect(heading('Screen B')).toHaveFocus();

    await act(() => router.navigate('/dialog'));
    screen.getByRole('textbox', { name: 'Code' }).focus();
    await act(async () => {
      heading('Under').after(document.createElement('span')); // a later change of the screen
    });
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('leaves focus that the new screen placed on one of its controls', async () => {
    const router = renderAt('/a');
    await act(() => router.navigate('/focused'));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('stops at the player’s first key: where focus goes then is theirs', async () => {
    const router = renderAt('/a');
    await act(() => router.navigate('/late'));
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    await act(async () => screen.getByRole('button', { name: 'Load' }).click());
    expect(heading('Late')).not.toHaveFocus();
  });
});
