import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { hrefOf } from './utils/queries.ts';
import { renderApp } from './utils/render-app.tsx';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { pending } from './utils/fake-link.ts';

/** The picker's languages as read aloud (the flag's code badge is hidden from them). */
function languagesListed(picker: HTMLElement): string[] {
  return within(picker)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-pressed'))
    .map((button) => {
      const copy = button.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    });
}

describe('layout per route', () => {
  it('shows header (title, back arrow) and footer on a category page', async () => {
    renderApp({ path: '/m/rng' });
    const footer = await screen.findByRole('navigation', { name: 'Main menu' });
    // The inner header is a chunk of its own (layout.tsx).
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('RNG')).toBeInTheDocument();
    expect(hrefOf(header, 'Back')).toBe('/m/home');
    expect(within(footer).getByRole('link', { name: 'RNG' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(footer).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has exactly the five footer items with their targets', async () => {
    renderApp({ path: '/m/home' });
    const footer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(footer).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    const links = within(footer).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/m/home'],
      ['RNG', '/m/rng'],
      ['Deposit/Promo', '/m/voucherCenter'],
      ['Promotion', '/m/activity'],
    ]);
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('hides the header on home but shows the home top bar with Log in and Register', async () => {
    renderApp({ path: '/m/home' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mobile Games' })).toHaveAttribute('loading', 'lazy');
  });

  it('hides the footer but shows the header on notice', async () => {
    renderApp({ path: '/m/notice?index=2' });
    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('hides both on register, whose own close control goes home', async () => {
    renderApp({ path: '/m/register.html' });
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/m/home');
  });

  it('takes a placeholder without header home', async () => {
    const { user, nav } = renderApp({ path: '/m/app' });
    await user.click(await screen.findByRole('link', { name: 'Go to home' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });

  it('hides the header but shows the footer on hot', async () => {
    renderApp({ path: '/m/hot' });
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('opens the embedded lottery address through the launch route (the BFF adds the token)', async () => {
    const { nav } = renderApp({
      path: '/m/lotto-h5/tcg/trad/games/VN-01?token=planted&prize_mode=Elott',
      session: SESSION,
    });
    const frame = await screen.findByTitle('Lottery game');
    expect(frame.getAttribute('src')).toBe(
      '/lottery/frame?playType=trad&gameId=VN-01&prizeMode=Elott',
    );
    await waitFor(() => expect(nav.pathname()).toBe('/m/launchGame'));
  });
});

describe('side menu', () => {
  it('opens from Menu, lists the entries, closes on Escape and returns focus', async () => {
    const { user } = renderApp({ path: '/m/rng' });
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Home', '/m/home'],
      ['Favourites', '/m/fav'],
      // A visitor's Recent goes to log in (spec section 4).
      ['Recent', '/m/login'],
      ['Hot', '/m/hot'],
    ]) {
      expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(panel).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(within(panel).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('offers Invite friends only while REFERRAL runs, by the referral action', async () => {
    const referral = (enabled: boolean) => () => ({
      appDownload: { enabled: false, bonusAmount: null, currency: null },
      mission: { enabled: false },
      login: { enabled: false },
      referral: { enabled },
    });
    const visitor = renderApp({
      path: '/m/rng',
      handlers: { 'promotions.availability': referral(true) },
    });
    await visitor.user.click(await screen.findByRole('button', { name: 'Menu' }));
    let panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(panel).findByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
    cleanup();

    const agent = renderApp({
      path: '/m/rng',
      session: { ...SESSION, type: 1 },
      handlers: { 'promotions.availability': referral(true) },
    });
    await agent.user.click(await screen.findByRole('button', { name: 'Menu' }));
    panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(panel).findByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
    cleanup();

    const off = renderApp({
      path: '/m/rng',
      handlers: { 'promotions.availability': referral(false) },
    });
    await off.user.click(await screen.findByRole('button', { name: 'Menu' }));
    panel = await screen.findByRole('dialog', { name: 'Menu' });
    await within(panel).findByRole('link', { name: 'Promotions' });
    await waitFor(() => expect(off.callsTo('promotions.availability').length).toBeGreaterThan(0));
    expect(within(panel).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it("opens a member's Recent games from Recent", async () => {
    const { user, nav } = renderApp({ path: '/m/rng', session: SESSION });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('link', { name: 'Recent' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/recent'));
  });

  it("sends a visitor's Recent to log in", async () => {
    const { user, nav } = renderApp({ path: '/m/rng' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('link', { name: 'Recent' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
  });

  it('closes on a click outside the panel', async () => {
    const { user } = renderApp({ path: '/m/rng' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    // A click on the <dialog> element itself (its panel fills it) is a click on its backdrop.
    await user.click(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('switches to the light theme and keeps it in localStorage', async () => {
    const { user } = renderApp({ path: '/m/rng' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const toggle = screen.getByRole('switch', { name: 'Light theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it("lists the merchant's configured languages in their order", async () => {
    const { user } = renderApp({
      path: '/m/rng',
      handlers: { 'system.status': () => makeStatus({ languages: ['PT', 'EN'] }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a language' });
    expect(languagesListed(picker)).toEqual(['Português', 'English']);
  });

  it('keeps the app and its open side menu while the status is asked in the new language', async () => {
    const { user } = renderApp({
      path: '/m/rng',
      handlers: {
        'system.status': (input) =>
          (input as { language?: string }).language === 'PT' ? pending()(input) : makeStatus(),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a language' });
    // No copy of the status in this browser (the server rendered the page): nothing to start from.
    localStorage.removeItem(STORAGE_KEYS.status);
    await user.click(within(picker).getByRole('button', { name: 'Português' }));
    // The menu, now in Portuguese, stays open: the PT status is still on its way.
    expect(await screen.findByRole('button', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('changes the language, stores it and sends it to the BFF', async () => {
    const { user, callsTo } = renderApp({ path: '/m/rng' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a language' });
    // Issue 27, item 6: the merchant's languages only (EN, TY and PT by default, spec section 8).
    expect(languagesListed(picker)).toEqual(['English', 'Filipino', 'Português']);
    await user.click(within(picker).getByRole('button', { name: 'Português' }));
    expect(localStorage.getItem('language')).toBe('PT');
    // The header's Log in, now in Portuguese.
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        callsTo('system.status').some((c) => (c.input as { language?: string }).language === 'PT'),
      ).toBe(true),
    );
  });
});
