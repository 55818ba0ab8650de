/**
 * The inner-page header (issue 9): icons named for screen readers in the bar, the account
 * actions in the account menu, the title whole.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/contracts';
import { makeMember, makeStatus, SESSION } from './utils/fixtures.ts';
import { hrefOf } from './utils/queries.ts';
import { renderApp } from './utils/render-app.tsx';

describe('inner-page header', () => {
  it('shows the title whole, Back and the icon actions by name; a visitor’s account menu', async () => {
    // A page for everyone (the deposit page itself is for members only).
    const { user } = renderApp({ path: '/m/notice' });
    const header = await screen.findByRole('banner');
    const title = within(header).getByText('Announcements');
    // No ellipsis rule: the title may wrap, it is never cut.
    expect(getComputedStyle(title).textOverflow).not.toBe('ellipsis');
    expect(hrefOf(header, 'Back')).toBe('/m/home');
    expect(hrefOf(header, 'Deposit')).toBe('/m/voucherCenter');
    // The account actions are not in the bar until the menu opens.
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const account = within(header).getByRole('button', { name: 'Account' });
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(hrefOf(header, 'Log in')).toBe('/m/login');
    expect(hrefOf(header, 'Register')).toBe('/m/register');

    // Escape closes it and returns focus to the toggle.
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('a tap outside or a navigation closes the menu', async () => {
    const { user, nav } = renderApp({ path: '/m/notice' });
    const header = await screen.findByRole('banner');
    const account = within(header).getByRole('button', { name: 'Account' });
    await user.click(account);
    await user.click(screen.getByRole('heading', { name: 'Announcements' }));
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);
    await user.click(within(header).getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/register'));
  });

  it('a member’s menu greets them, links the member centre and offers Log out', async () => {
    const { user } = renderApp({ path: '/m/rng', session: SESSION });
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Account' }));
    expect(await within(header).findByText(/^Hi, /)).toBeInTheDocument();
    expect(hrefOf(header, 'Member centre')).toBe('/m/member/home');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('Free play signs the visitor in as a trial member and goes home', async () => {
    const trial = { ...SESSION, userName: 'trial01', type: 4 };
    const { user, nav, callsTo } = renderApp({
      path: '/m/notice',
      handlers: {
        'system.status': () => makeStatus({ whitelabel: { FREEPLAY3: true } }),
        'session.freePlay': () => ({ session: trial }),
        'member.info': () => makeMember({ type: 4, nickname: 'Trial player' }),
      },
    });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Account' }));
    await user.click(await within(header).findByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('session.freePlay')).toHaveLength(1);
    expect(callsTo('session.freePlay')[0]?.input).toMatchObject({ language: 'EN' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionInfo) ?? 'null')).toEqual(trial);
  });
});
