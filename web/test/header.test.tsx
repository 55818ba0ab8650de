/**
 * The inner-page header: icons named for screen readers, the title whole (issue 9); the account
 * in the bar itself (issue 27 item 1): a visitor's Log in and Register, a member's greeting
 * opening the member centre; Free play and Log out in the account menu. Issue 27 item 2: the
 * header's Log in opens the login over the current page. Item 3: the page transition.
 */
import { STORAGE_KEYS } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMember, makeStatus, SESSION } from './utils/fixtures.ts';
import { hrefOf } from './utils/queries.ts';
import { renderApp } from './utils/render-app.tsx';

const TERMS = 'I am over 21 years old and agree to the Terms and Conditions';

describe('inner-page header', () => {
  it('shows the title whole, Back, the icon actions and a visitor’s Log in and Register', async () => {
    // A page for everyone (the deposit page itself is for members only).
    renderApp({ path: '/m/notice' });
    const header = await screen.findByRole('banner');
    const title = within(header).getByText('Announcements');
    // No ellipsis rule: the title may wrap, it is never cut.
    expect(getComputedStyle(title).textOverflow).not.toBe('ellipsis');
    expect(hrefOf(header, 'Back')).toBe('/m/home');
    expect(hrefOf(header, 'Deposit')).toBe('/m/voucherCenter');
    // In the bar itself, no menu to open first.
    expect(hrefOf(header, 'Log in')).toBe('/m/login');
    expect(hrefOf(header, 'Register')).toBe('/m/register');
    // Without free play a visitor's menu would be empty: no menu button.
    expect(within(header).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('Register in the bar opens the register page', async () => {
    const { user, nav } = renderApp({ path: '/m/notice' });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/register'));
  });

  it('greets a member in the bar (nickname) with a link to the member centre; Log out in the menu', async () => {
    const { user } = renderApp({
      path: '/m/rng',
      session: SESSION,
      handlers: { 'member.info': () => makeMember({ nickname: 'Lucky Demo' }) },
    });
    const header = await screen.findByRole('banner');
    const greeting = await within(header).findByRole('link', { name: /^Hi, Lucky Demo/ });
    expect(greeting).toHaveAttribute('href', '/m/member/home');
    expect(greeting).toHaveAccessibleName('Hi, Lucky Demo Member centre');
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

    const account = within(header).getByRole('button', { name: 'Account' });
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    // Escape closes it and returns focus to the toggle.
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('greets a member without a nickname by the account', async () => {
    renderApp({
      path: '/m/rng',
      session: SESSION,
      handlers: { 'member.info': () => makeMember({ nickname: '', account: 'player01' }) },
    });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Hi, player01')).toBeInTheDocument();
  });

  it('a tap outside or a navigation closes the menu', async () => {
    const { user, nav } = renderApp({
      path: '/m/notice',
      handlers: { 'system.status': () => makeStatus({ whitelabel: { FREEPLAY3: true } }) },
    });
    const header = await screen.findByRole('banner');
    const account = await within(header).findByRole('button', { name: 'Account' });
    await user.click(account);
    await user.click(screen.getByRole('heading', { name: 'Announcements' }));
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);
    await user.click(within(header).getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/register'));
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
    await user.click(await within(header).findByRole('button', { name: 'Account' }));
    await user.click(await within(header).findByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('session.freePlay')).toHaveLength(1);
    expect(callsTo('session.freePlay')[0]?.input).toMatchObject({ language: 'EN' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionInfo) ?? 'null')).toEqual(trial);
  });
});

describe('the login over the current page (issue 27 item 2)', () => {
  // The spec's 500 ms modal focus delay on a fake clock the test moves past it (real time still
  // runs too, so the lazy chunks load).
  const pastFocusDelay = () => act(() => vi.advanceTimersByTimeAsync(700));

  it('opens over the page, the address unchanged, focus inside, the username field after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, nav } = renderApp({ path: '/m/notice' });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const username = await within(dialog).findByLabelText('Username');
    expect(nav.pathname()).toBe('/m/notice');
    // The page stays under it.
    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    // At opening the browser puts focus on the dialog's first control (its close button); the
    // form takes it to the username once the delay has passed.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await pastFocusDelay();
    expect(username).toHaveFocus();
  });

  it('Escape and the close button close it back to the page', async () => {
    const { user, nav } = renderApp({ path: '/m/notice' });
    const header = await screen.findByRole('banner');
    const login = within(header).getByRole('link', { name: 'Log in' });
    await user.click(login);
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nav.pathname()).toBe('/m/notice');
    expect(login).toHaveFocus();

    await user.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nav.pathname()).toBe('/m/notice');
  });

  it('a successful login stays on the page and closes it; the header then greets the member', async () => {
    const { user, nav, callsTo } = renderApp({
      path: '/m/notice',
      handlers: {
        'session.login': () => ({ session: SESSION }),
        'member.info': () => makeMember({ nickname: 'Lucky Demo' }),
      },
    });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(await within(dialog).findByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByLabelText(TERMS));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('session.login')).toHaveLength(1);
    expect(nav.pathname()).toBe('/m/notice');
    expect(await within(header).findByText('Hi, Lucky Demo')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).not.toBeNull();
  });

  it('a link inside it (Forgot password?) goes there and closes it', async () => {
    const { user, nav } = renderApp({ path: '/m/notice' });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/forget'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('page transition (issue 27 item 3)', () => {
  it('a route change brings the next screen in with the 300 ms transition', async () => {
    const { user, nav } = renderApp({ path: '/m/notice' });
    const header = await screen.findByRole('banner');
    const notice = screen.getByRole('heading', { name: 'Announcements' });
    await user.click(within(header).getByRole('link', { name: 'Deposit' }));
    await waitFor(() => expect(nav.pathname()).not.toBe('/m/notice'));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    const page = document.querySelector('.page');
    expect(page).toHaveClass('page--enter');
    expect((page as HTMLElement).style.animationDuration).toBe('300ms');
  });
});
