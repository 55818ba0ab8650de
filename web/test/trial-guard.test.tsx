/**
 * The free-trial guard and the member-centre action (spec sections 4 and 6) for the trial player
 * (type 4): a tap on a member-only page is refused with its text and leaves them where they
 * were; the member centre asks them to register a real account instead.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const TRIAL = { ...SESSION, userName: 'TRIALabcd', type: 4 };

describe('the free-trial guard', () => {
  it('blocks a trial player’s tap on deposit where they are, with the spec text', async () => {
    const { user, nav } = renderApp({ session: TRIAL });
    const footer = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(footer).getByRole('link', { name: 'Deposit/Promo' }));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });

  it('sends a trial player who opens deposit directly home, told why', async () => {
    const { nav } = renderApp({ path: '/m/voucherCenter', session: TRIAL });
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
  });
});

describe('the member-centre action', () => {
  it('asks a trial player to register a real account; Register now opens the form', async () => {
    const { user, nav } = renderApp({ session: TRIAL });
    await user.click(
      (await screen.findAllByRole('link', { name: /Member centre$/ }))[0] as HTMLElement,
    );
    const prompt = await screen.findByRole('alertdialog', { name: 'Member centre' });
    expect(prompt).toHaveTextContent('Register a real account to use the member centre.');
    expect(nav.pathname()).toBe('/m/home');
    await user.click(within(prompt).getByRole('button', { name: 'Register now' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/register'));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it('asks a trial player who opens the member centre by its address to register, without a refusal toast', async () => {
    const { user, nav } = renderApp({ path: '/m/member/home', session: TRIAL });
    const prompt = await screen.findByRole('alertdialog', { name: 'Member centre' });
    expect(prompt).toHaveTextContent('Register a real account to use the member centre.');
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(
      screen.queryByText('Please login an actual account to use this function'),
    ).not.toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Member centre' })).not.toBeInTheDocument(),
    );
    expect(nav.pathname()).toBe('/m/home');
  });

  it('opens the member centre for a member', async () => {
    const { user, nav } = renderApp({ session: SESSION });
    await user.click(
      (await screen.findAllByRole('link', { name: /Member centre$/ }))[0] as HTMLElement,
    );
    await waitFor(() => expect(nav.pathname()).toBe('/m/member/home'));
  });
});
