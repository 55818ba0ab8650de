/**
 * /m/notice in the whole app (fake tRPC link): the marquee's index opens its line; a member's
 * opening marks it read at once and on the server, then reloads the list and the badges; a
 * visitor's marks stay on the device and never reach the server; no announcement, the
 * placeholder.
 */
import type { AnnouncementList } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION } from '../../../test/utils/fixtures.ts';
import { renderApp } from '../../../test/utils/render-app.tsx';

const line = (id: string, title: string, read = false) => ({
  id,
  title,
  content: `${title} text`,
  contentHtml: null,
  read,
});

const LIST = (personal: boolean): AnnouncementList => ({
  personal,
  items: [
    line('9001', 'Welcome'),
    line('9002', 'Maintenance'),
    {
      id: '8001',
      title: 'Weekend',
      content: '',
      contentHtml: '<p><b>Double</b> points</p>',
      read: false,
    },
  ],
});

beforeEach(() => localStorage.clear());

describe('notice', () => {
  it('opens the marquee index and marks it read, local first, then the server', async () => {
    // The server keeps the marks it is sent, as the gateway does.
    const marked = new Set<string>();
    const { callsTo } = renderApp({
      path: '/m/notice?index=1',
      session: SESSION,
      handlers: {
        'inbox.announcements': () => {
          const list = LIST(true);
          return { ...list, items: list.items.map((i) => ({ ...i, read: marked.has(i.id) })) };
        },
        'inbox.markAnnouncementRead': (input) => {
          marked.add((input as { id: string }).id);
          return { ok: true };
        },
        'inbox.unreadCounts': () => ({ announcements: 3, inbox: 0, chat: 0, total: 3 }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Announcements', busy: false });
    const opened = await within(list).findByRole('button', { name: 'Maintenance' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByText('Maintenance text')).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Unread Welcome' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(callsTo('inbox.markAnnouncementRead')).toHaveLength(1));
    expect(callsTo('inbox.markAnnouncementRead')[0]?.input).toEqual({ id: '9002' });
    // Then the list is asked again.
    await waitFor(() => expect(callsTo('inbox.announcements').length).toBeGreaterThan(1));
  });

  it('renders a notice’s HTML and keeps a visitor’s marks on the device only', async () => {
    const { user, callsTo, unmount } = renderApp({
      path: '/m/notice',
      handlers: { 'inbox.announcements': () => LIST(false) },
    });
    const list = await screen.findByRole('list', { name: 'Announcements', busy: false });
    await user.click(within(list).getByRole('button', { name: 'Unread Weekend' }));
    expect(within(list).getByText('Double').tagName).toBe('B');
    expect(within(list).getByRole('button', { name: 'Weekend' })).toBeInTheDocument();
    expect(callsTo('inbox.markAnnouncementRead')).toHaveLength(0);
    unmount();

    // A reload on the same device: still read.
    renderApp({ path: '/m/notice', handlers: { 'inbox.announcements': () => LIST(false) } });
    const again = await screen.findByRole('list', { name: 'Announcements', busy: false });
    expect(within(again).getByRole('button', { name: 'Weekend' })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Unread Welcome' })).toBeInTheDocument();
  });

  it('shows the placeholder when there is no announcement', async () => {
    renderApp({
      path: '/m/notice',
      handlers: { 'inbox.announcements': () => ({ personal: false, items: [] }) },
    });
    expect(await screen.findByText('No announcements at the moment.')).toBeVisible();
  });
});
