/**
 * Issue 27 item 11: a member's home bar is greeting, balance and Deposit (Log out lives in the side
 * menu); a long name is ellipsised with the full name in the tooltip; the member centre shows its
 * shortcut grid before the wallets and settings. The 360 px row itself: e2e home-spec-details.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBootstrap, makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const LONG_NAME = 'Maximiliano Esperanza de la Cruz';

describe("a member's home bar", () => {
  it('is the greeting, the balance and Deposit, the full name in the tooltip', async () => {
    renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': () =>
          makeBootstrap({
            member: makeMember({ nickname: LONG_NAME }),
            balance: { sumBalance: '1250.5', currency: 'PHP', currencySymbol: '₱' },
          }),
      },
    });
    const bar = await screen.findByRole('banner');
    const greeting = await within(bar).findByRole('link', {
      name: `Hi, ${LONG_NAME} Member centre`,
    });
    expect(greeting).toHaveAttribute('title', LONG_NAME);
    expect(greeting).toHaveAttribute('href', '/m/member/home');
    expect(within(bar).getByRole('button', { name: /^Balance/ })).toHaveTextContent('1,250.50');
    expect(within(bar).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(within(bar).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('the member centre', () => {
  it('puts its shortcut grid first, before the wallets and the settings', async () => {
    renderApp({ path: '/m/member/home', session: SESSION });
    const grid = await screen.findByRole('navigation', { name: 'Member pages' });
    const main = screen.getByRole('main');
    const blocks = [...main.children].filter((el) => !el.classList.contains('visually-hidden'));
    // Who the player is, then the grid.
    expect(blocks.indexOf(grid)).toBe(1);
  });
});
