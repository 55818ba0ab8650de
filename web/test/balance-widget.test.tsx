import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pending } from './utils/fake-link.ts';
import { makeBootstrap, makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const BALANCE = { sumBalance: '1234.5', currency: 'PHP', currencySymbol: '₱' };
const memberHome = () => makeBootstrap({ member: makeMember(), balance: BALANCE });
const topBar = () => screen.findByRole('banner');

describe('balance widget (spec section 4)', () => {
  it('shows *** to a visitor, a tap leading to log in', async () => {
    renderApp();
    const balance = await within(await topBar()).findByRole('link', { name: /^Balance/ });
    expect(balance).toHaveTextContent(/^Balance\*\*\*$/);
    expect(balance).toHaveAttribute('href', '/m/login');
    expect(balance).toHaveAttribute('title', 'Log in to see your balance');
  });

  it('shows the amount to a member, and *** while the player hides it', async () => {
    const { user } = renderApp({ session: SESSION, handlers: { 'home.bootstrap': memberHome } });
    const amount = await within(await topBar()).findByRole('button', { name: /^Balance/ });
    expect(amount).toHaveTextContent('1,234.50');
    await user.click(
      within(await topBar()).getByRole('button', { name: 'Show or hide the balance' }),
    );
    expect(amount).toHaveTextContent(/^Balance\*\*\*$/);
  });

  it('shows *** while a tap refreshes it', async () => {
    const { user } = renderApp({
      session: SESSION,
      handlers: { 'home.bootstrap': memberHome, 'member.balance': pending() },
    });
    const amount = await within(await topBar()).findByRole('button', { name: /^Balance/ });
    expect(amount).toHaveTextContent('1,234.50');
    await user.click(amount);
    expect(
      await within(await topBar()).findByRole('button', { name: /^Balance/ }),
    ).toHaveTextContent(/^Balance\*\*\*$/);
    expect(amount).toHaveAttribute('aria-busy', 'true');
  });
});
