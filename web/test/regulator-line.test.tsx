/**
 * The regulator line (issue 30 item 4): at the foot of every page's content, and under the game
 * host's frame instead of after it; what it says is the merchant's (system.status regulator).
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/i18n/index.ts';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

afterEach(async () => {
  await act(async () => {
    await setLanguage('EN');
  });
});

const lineOf = () => screen.findByRole('contentinfo', { name: 'Age limit and responsible gaming' });

describe('the regulator line', () => {
  it('ends a page with the age, the sentence and help on the site’s own page', async () => {
    renderApp({ path: '/m/rng' });
    const line = await lineOf();
    expect(line).toHaveTextContent('21+');
    expect(line).toHaveTextContent('Only for players aged 21 and over.');
    expect(line).toHaveTextContent('Play responsibly');
    expect(within(line).getByRole('link', { name: 'Get help' })).toHaveAttribute(
      'href',
      '/m/playResponsibly',
    );
    // After the screen and before the footer menu, in the flow.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(line.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(line.closest('main')).toBeNull();
  });

  it("says the merchant's age and opens its https help page in a new window", async () => {
    renderApp({
      path: '/m/home',
      handlers: {
        'system.status': () =>
          makeStatus({
            regulator: { shown: true, minimumAge: 18, helpUrl: 'https://help.example/rg' },
          }),
      },
    });
    const line = await lineOf();
    expect(line).toHaveTextContent('18+');
    const help = within(line).getByRole('link', { name: 'Get help (opens in a new window)' });
    expect(help).toHaveAttribute('href', 'https://help.example/rg');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not drawn where the merchant turns it off', async () => {
    renderApp({
      path: '/m/rng',
      handlers: {
        'system.status': () =>
          makeStatus({ regulator: { shown: false, minimumAge: 21, helpUrl: null } }),
      },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(
      screen.queryByRole('contentinfo', { name: 'Age limit and responsible gaming' }),
    ).toBeNull();
    expect(screen.queryByText('Play responsibly')).toBeNull();
  });

  it('reads Filipino and Portuguese, the age in place', async () => {
    renderApp({
      path: '/m/rng',
      handlers: {
        'system.status': () =>
          makeStatus({ regulator: { shown: true, minimumAge: 25, helpUrl: null } }),
      },
    });
    await lineOf();
    await act(async () => {
      await setLanguage('TY');
    });
    const ty = await screen.findByRole('contentinfo', {
      name: 'Limitasyon sa edad at responsableng paglalaro',
    });
    expect(ty).toHaveTextContent('25+');
    expect(ty).toHaveTextContent('Para lamang sa mga manlalarong 25 taong gulang pataas.');
    expect(ty).toHaveTextContent('Maglaro nang responsable');
    within(ty).getByRole('link', { name: 'Humingi ng tulong' });
    await act(async () => {
      await setLanguage('PT');
    });
    const pt = await screen.findByRole('contentinfo', {
      name: 'Limite de idade e jogo responsável',
    });
    expect(pt).toHaveTextContent('Apenas para jogadores com 25 anos ou mais.');
    expect(pt).toHaveTextContent('Jogue com responsabilidade');
    within(pt).getByRole('link', { name: 'Obter ajuda' });
  });

  it('sits under the game host’s frame, once', async () => {
    renderApp({
      path: '/m/play/178001?launch=AbCdEfGhIjKlMnOpQrStUv',
      session: SESSION,
      handlers: {
        'games.hosted': () => ({
          nodeId: '178001',
          vendor: 'JL',
          startedAt: new Date().toISOString(),
        }),
      },
    });
    const frame = await screen.findByTitle(/^Game: /);
    // Inside the host's main (a footer there is no page-wide landmark), after the frame.
    const line = await screen.findByLabelText('Age limit and responsible gaming');
    expect(line.closest('main')).toBe(frame.closest('main'));
    expect(frame.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('Play responsibly')).toHaveLength(1);
  });
});

describe('the play-responsibly page', () => {
  it('explains who may play and leads to the break, the help center and home', async () => {
    renderApp({ path: '/m/playResponsibly' });
    await screen.findByRole('heading', { name: /Adults only/ });
    expect(screen.getByText(/only for persons aged 21 and over/)).toBeInTheDocument();
    expect(screen.getByText('persons under 21 years of age;')).toBeInTheDocument();
    expect(screen.getByText(/armed forces and the police/)).toBeInTheDocument();
    expect(screen.getByText(/national list of restricted persons/)).toBeInTheDocument();
    expect(screen.getByText(/gaming licence holders/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Breaks and reality check' })).toHaveAttribute(
      'href',
      '/m/member/break',
    );
    expect(screen.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/m/help');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/home');
  });
});

describe("the merchant's age in the terms", () => {
  const status = () => makeStatus({ regulator: { shown: true, minimumAge: 18, helpUrl: null } });

  it('is the age the terms gate asks to confirm', async () => {
    renderApp({ path: '/m/home', termsAgreed: false, handlers: { 'system.status': status } });
    expect(await screen.findByText('I am at least 18 years old.')).toBeInTheDocument();
  });

  it('is the age the login and register boxes confirm', async () => {
    const { unmount } = renderApp({ path: '/m/login', handlers: { 'system.status': status } });
    expect(
      await screen.findByLabelText('I am over 18 years old and agree to the Terms and Conditions'),
    ).toBeInTheDocument();
    unmount();
    renderApp({ path: '/m/register', handlers: { 'system.status': status } });
    expect(
      await screen.findByLabelText('I am over 18 years old and agree to the Terms and Conditions'),
    ).toBeInTheDocument();
  });
});
