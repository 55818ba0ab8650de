import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './routing.ts';

function Title() {
  return <h1>The screen</h1>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function inSuspense(node: ReactNode) {
  return (
    <Boundary>
      <Suspense fallback={<p>loading</p>}>{node}</Suspense>
    </Boundary>
  );
}

describe('lazyScreen', () => {
  it('suspends on its module until it has loaded, then renders the named export', async () => {
    const load = vi.fn(() => Promise.resolve({ Title }));
    const Screen = lazyScreen(load, 'Title');
    render(inSuspense(<Screen />));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once preloaded (a page hydrating its screen)', async () => {
    const load = vi.fn(() => Promise.resolve({ Title }));
    const Screen = lazyScreen(load, 'Title');
    await Screen.preload?.();
    render(inSuspense(<Screen />));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
    await Screen.preload?.();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("throws a module that fails to load to the screen's error boundary", async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('chunk gone')), 'Title');
    render(inSuspense(<Screen />));
    expect(await screen.findByText('failed: chunk gone')).toBeTruthy();
  });
});
