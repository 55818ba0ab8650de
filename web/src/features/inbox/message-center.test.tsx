/**
 * The message center in the whole app (real route table and gates, a fake tRPC link): the rows
 * and their order, the badges (signed in and nonzero only, capped at 99+), and what Messages and
 * Live chat do for a visitor, the trial player and a member; Live chat only with CBS3.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError } from '../../../test/utils/fake-link.ts';
import { SESSION, makeBootstrap, makeStatus } from '../../../test/utils/fixtures.ts';
import { renderApp } from '../../../test/utils/render-app.tsx';

const COUNTS = { announcements: 3, inbox: 150, chat: 0, total: 153 };
const social = [{ type: 'TELEGRAM', url: 'https://t.me/demo', label: null }];

function open(options: { session?: typeof SESSION; cbs3?: boolean; noChatUrl?: boolean } = {}) {
  return renderApp({
    path: '/m/message',
    ...(options.session ? { session: options.session } : {}),
    handlers: {
      'system.status': () => makeStatus({ whitelabel: { CBS3: options.cbs3 ?? true } }),
      'inbox.unreadCounts': () => COUNTS,
      'home.bootstrap': () => makeBootstrap({ download: { ...makeBootstrap().download, social } }),
      'inbox.launchChat': () => {
        if (options.noChatUrl) throw new FakeTrpcError({ appCode: 'url_empty' }, 502);
        return { chatUrl: 'https://chat.example.test/room' };
      },
    },
  });
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Messages and support' })).getAllByRole(
    'listitem',
  );

describe('message center', () => {
  it('lists the rows in the spec order, with a way home', async () => {
    open({ session: SESSION });
    expect(await screen.findByRole('heading', { level: 1, name: 'Message center' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    const names = (await rows()).map((row) => row.textContent ?? '');
    expect(names[0]).toMatch(/^Telegram/);
    expect(names[1]).toMatch(/^Announcements/);
    expect(names[2]).toMatch(/^Messages/);
    expect(names[3]).toMatch(/^Live chat/);
    expect(names[4]).toMatch(/^Affiliate service/);
    expect(screen.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/demo',
    );
    expect(screen.getByRole('link', { name: /Affiliate service/ })).toHaveAttribute(
      'href',
      'https://support.example.test/chat',
    );
  });

  it('shows badges only when nonzero, capped at 99+', async () => {
    open({ session: SESSION });
    const announcements = await screen.findByRole('link', { name: /Announcements.*3 unread/ });
    expect(within(announcements).getByText('3')).toBeVisible();
    const messages = await screen.findByRole('button', { name: /Messages.*150 unread/ });
    expect(within(messages).getByText('99+')).toBeVisible();
    const chat = screen.getByRole('button', { name: /Live chat/ });
    expect(within(chat).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('shows no badge to a visitor and sends them to log in for Messages and Live chat', async () => {
    const { user, nav, callsTo } = open();
    const messages = await screen.findByRole('button', { name: /^Messages/ });
    expect(screen.queryByText('99+')).not.toBeInTheDocument();
    expect(callsTo('inbox.unreadCounts')).toHaveLength(0);
    await user.click(messages);
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
  });

  it('sends a visitor to log in for live chat', async () => {
    const { user, nav, callsTo } = open();
    await user.click(await screen.findByRole('button', { name: /^Live chat/ }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
    expect(callsTo('inbox.launchChat')).toHaveLength(0);
  });

  it.each([/^Messages/, /^Live chat/])(
    'refuses the trial player %s with free_reject and stays',
    async (name) => {
      const { user, nav, callsTo } = open({ session: { ...SESSION, type: 4 } });
      await user.click(await screen.findByRole('button', { name }));
      expect(
        await screen.findByText('Please login an actual account to use this function'),
      ).toBeInTheDocument();
      expect(nav.pathname()).toBe('/m/message');
      expect(callsTo('inbox.launchChat')).toHaveLength(0);
    },
  );

  it('hides live chat while CBS3 is off', async () => {
    open({ session: SESSION, cbs3: false });
    await screen.findByRole('button', { name: /^Messages/ });
    expect(screen.queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it('asks the BFF for the chat address for a member', async () => {
    const { user, callsTo } = open({ session: SESSION });
    await user.click(await screen.findByRole('button', { name: /^Live chat/ }));
    await waitFor(() => expect(callsTo('inbox.launchChat')).toHaveLength(1));
    expect(callsTo('inbox.launchChat')[0]?.input).toMatchObject({
      theme: 'dark',
      title: 'Live chat',
    });
    expect(await screen.findByText('Opening live chat…')).toBeInTheDocument();
  });

  it("says 'The requested url is empty' when the gateway gives no chat address, and stays", async () => {
    const { user, nav, callsTo } = open({ session: SESSION, noChatUrl: true });
    await user.click(await screen.findByRole('button', { name: /^Live chat/ }));
    await waitFor(() => expect(callsTo('inbox.launchChat')).toHaveLength(1));
    expect(await screen.findByText('The requested url is empty')).toBeInTheDocument();
    expect(screen.queryByText('Opening live chat…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Live chat/ })).toBeEnabled();
    expect(nav.pathname()).toBe('/m/message');
  });

  it('opens Messages for a member', async () => {
    const { user, nav } = open({ session: SESSION });
    await user.click(await screen.findByRole('button', { name: /^Messages/ }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/webEmail'));
  });
});
