/**
 * Coming back to the page (issue 29 item 4, src/lib/resume.ts): once per return, after the page
 * was left; the balance and unread counts asked for together; a lost session told once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionInfo } from '../src/lib/storage.ts';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeBootstrap, makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const BALANCE = { sumBalance: '100', currency: 'PHP', currencySymbol: '₱' };
const UNREAD = { notices: 0, messages: 0 };

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function pageTransition(type: 'pagehide' | 'pageshow') {
  const event = new Event(type);
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

/** Lets every call the events started reach the fake link (one macrotask drains them). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderMemberHome(handlers: Record<string, () => unknown> = {}) {
  const app = renderApp({
    session: SESSION,
    handlers: {
      'home.bootstrap': () => makeBootstrap({ member: makeMember(), balance: BALANCE }),
      'member.balance': () => BALANCE,
      'inbox.unreadCounts': () => UNREAD,
      ...handlers,
    },
  });
  await screen.findByRole('button', { name: /^Balance/ });
  await settle();
  return app;
}

describe('coming back to the page', () => {
  it('asks for the balance and unread counts once per return, only after the page was left', async () => {
    const app = await renderMemberHome();
    const asked = () => [
      app.callsTo('member.balance').length,
      app.callsTo('inbox.unreadCounts').length,
    ];
    const before = asked();

    // Shown without having been left: nothing.
    pageTransition('pageshow');
    setVisibility('visible');
    await settle();
    expect(asked()).toEqual(before);

    // Hidden, then shown (and the same return announced twice): one of each.
    setVisibility('hidden');
    setVisibility('visible');
    pageTransition('pageshow');
    await settle();
    expect(asked()).toEqual([before[0]! + 1, before[1]! + 1]);

    // Put in the back-forward cache and restored: a return of its own.
    pageTransition('pagehide');
    pageTransition('pageshow');
    setVisibility('visible');
    await settle();
    expect(asked()).toEqual([before[0]! + 2, before[1]! + 2]);
    app.unmount();
  });

  it('tells once that the session ended while away, and forgets it', async () => {
    let ended = false;
    const endedOr = (answer: unknown) => () => {
      if (ended) throw new FakeTrpcError({ appCode: 'session_expired' }, 401);
      return answer;
    };
    const app = await renderMemberHome({
      'member.balance': endedOr(BALANCE),
      'inbox.unreadCounts': endedOr(UNREAD),
    });
    ended = true;
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() =>
      expect(screen.getAllByText('Your session has ended, please login again')).toHaveLength(1),
    );
    expect(readSessionInfo()).toBeNull();
    app.unmount();
  });
});
