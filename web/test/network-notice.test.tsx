/**
 * The network notices (issue 29 item 3): offline while the browser is, "network slow" while a
 * call to the BFF has taken longer than NETWORK_SLOW_AFTER_MS; both go when the condition ends.
 * Back online, what failed meanwhile is asked for again.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { observable } from '@trpc/server/observable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../src/components/ui/toast.tsx';
import {
  currentNetworkNotice,
  NETWORK_SLOW_AFTER_MS,
  networkLink,
  useRefetchFailedOnReconnect,
  watchRequest,
} from '../src/lib/network-state.ts';

const OFFLINE = 'You are offline, please check your network connection';
const SLOW = 'The page took longer time to load, please check your network connectivity';

/** The notice's live region: always there, so a change is announced. */
const notice = () => document.querySelector('.network-notice');

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('network notices', () => {
  it('tells of a slow request only once it has passed the threshold, until it finishes', () => {
    render(<Toaster />);
    let finish = () => {};
    act(() => {
      finish = watchRequest();
      vi.advanceTimersByTime(NETWORK_SLOW_AFTER_MS - 1);
    });
    expect(screen.queryByText(SLOW)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(notice()).toHaveTextContent(SLOW);
    act(() => finish());
    expect(screen.queryByText(SLOW)).toBeNull();
  });

  it('stays while any slow request is under way; a fast one never shows it', () => {
    const fast = watchRequest();
    vi.advanceTimersByTime(NETWORK_SLOW_AFTER_MS / 2);
    fast();
    vi.advanceTimersByTime(NETWORK_SLOW_AFTER_MS);
    expect(currentNetworkNotice()).toBeNull();

    const first = watchRequest();
    const second = watchRequest();
    vi.advanceTimersByTime(NETWORK_SLOW_AFTER_MS);
    expect(currentNetworkNotice()).toBe('slow');
    first();
    first(); // finishing twice counts once
    expect(currentNetworkNotice()).toBe('slow');
    second();
    expect(currentNetworkNotice()).toBeNull();
  });

  it('shows the offline notice while the browser is offline, above a slow one', () => {
    render(<Toaster />);
    const finish = watchRequest();
    act(() => {
      vi.advanceTimersByTime(NETWORK_SLOW_AFTER_MS);
    });
    act(() => setOnline(false));
    expect(notice()).toHaveTextContent(OFFLINE);
    expect(screen.queryByText(SLOW)).toBeNull();
    act(() => setOnline(true));
    expect(notice()).toHaveTextContent(SLOW);
    act(() => finish());
    expect(notice()).toBeEmptyDOMElement();
  });

  it('watches each tRPC call from its start until its answer or its failure', () => {
    type Observer = {
      next: (v: unknown) => void;
      error: (e: unknown) => void;
      complete: () => void;
    };
    const calls: Observer[] = [];
    const link = networkLink({});
    const run = () =>
      link({
        op: {} as never,
        next: () =>
          observable((observer) => {
            calls.push(observer as Observer);
          }),
      }).subscribe({ error: () => undefined });

    run();
    run();
    vi.advanceTimersByTime(NETWORK_SLOW_AFTER_MS);
    expect(currentNetworkNotice()).toBe('slow');
    calls[0]?.complete();
    expect(currentNetworkNotice()).toBe('slow');
    calls[1]?.error(new Error('refused'));
    expect(currentNetworkNotice()).toBeNull();
  });
});

describe('back online', () => {
  it('asks again for what failed meanwhile, and leaves what succeeded', async () => {
    vi.useRealTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let failing = true;
    const promotions = vi.fn(async () => {
      if (failing) throw new Error('offline');
      return 'promotions';
    });
    const balance = vi.fn(async () => 'balance');
    function Screen() {
      useRefetchFailedOnReconnect();
      const list = useQuery({ queryKey: ['promotions'], queryFn: promotions });
      useQuery({ queryKey: ['balance'], queryFn: balance, staleTime: Infinity });
      return <p>{list.data ?? list.status}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('error')).toBeInTheDocument();

    // The page never heard it was offline (it started so): the browser's `online` is enough.
    failing = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('promotions')).toBeInTheDocument();
    expect(promotions).toHaveBeenCalledTimes(2);
    expect(balance).toHaveBeenCalledTimes(1);
  });
});
