import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, pending } from './utils/fake-link.ts';
import { renderApp } from './utils/render-app.tsx';

describe('home announcements marquee', () => {
  it('links each announcement to the notice page with its index', async () => {
    renderApp({
      handlers: {
        'content.marquee': () => ({
          items: [
            { id: 'a1', title: 'Weekend bonus', content: 'Deposit bonus all weekend' },
            { id: 'a2', title: 'New games', content: 'Ten new slots' },
          ],
        }),
      },
    });
    const strip = await screen.findByRole('region', { name: 'Announcements' });
    expect(await within(strip).findByRole('link', { name: 'Weekend bonus' })).toHaveAttribute(
      'href',
      '/m/notice?index=0',
    );
    expect(within(strip).getByRole('link', { name: 'New games' })).toHaveAttribute(
      'href',
      '/m/notice?index=1',
    );
  });

  it('shows the placeholder when there are none', async () => {
    renderApp();
    const strip = await screen.findByRole('region', { name: 'Announcements' });
    expect(await within(strip).findByText('No announcements')).toBeInTheDocument();
  });

  it('sends the language with the request', async () => {
    const { callsTo } = renderApp({ handlers: { 'content.marquee': pending() } });
    await screen.findByRole('region', { name: 'Announcements' });
    expect(callsTo('content.marquee')[0]?.input).toEqual({ language: 'EN' });
  });

  it('shows a readable text and retries when the marquee fails, the page still renders', async () => {
    let fail = true;
    const { user } = renderApp({
      handlers: {
        'content.marquee': () => {
          if (fail) throw new FakeTrpcError({ appCode: 'network_slow' }, 504);
          return { items: [] };
        },
      },
    });
    const retry = await screen.findByRole('button', {
      name: 'The page took longer time to load, please check your network connectivity',
    });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });

  it('shows the welcome section on every home path', async () => {
    for (const path of ['/m/', '/m/index', '/m/index.html', '/m/home']) {
      const { unmount } = renderApp({ path });
      expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
      unmount();
    }
  });
});
