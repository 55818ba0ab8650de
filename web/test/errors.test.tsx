import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../src/app/error-boundary.tsx';
import { ScreenBoundary } from '../src/app/route-error.tsx';
import { i18n, setLanguage } from '../src/i18n/index.ts';
import { errorCode, errorText, isSessionLost } from '../src/lib/errors.ts';
import { formatDateTime } from '../src/lib/format.ts';

function clientError(data: unknown) {
  return TRPCClientError.from({ error: { code: -32603, message: 'x', data } });
}

describe('error texts', () => {
  const t = i18n.t.bind(i18n);

  it('maps the appCode to the catalogue text', () => {
    expect(errorText(clientError({ appCode: 'service_unavailable' }), t)).toBe(
      'The service is temporarily unavailable, please try again later.',
    );
    // A wrong captcha reads as the spec's 'Verification code error' (issue 27).
    expect(errorText(clientError({ appCode: 'captcha_incorrect' }), t)).toBe(
      'Verification code error',
    );
  });

  it('adds the wait of a rate limit', () => {
    expect(errorText(clientError({ appCode: 'too_many_requests', retryAfterSeconds: 1 }), t)).toBe(
      'Too many attempts, please wait a moment and try again. Please wait 1 second.',
    );
  });

  it('tells a wait of minutes in minutes, rounded up', () => {
    const locked = (retryAfterSeconds: number) =>
      errorText(clientError({ appCode: 'payment_password_locked', retryAfterSeconds }), t);
    expect(locked(119)).toMatch(/Please wait 119 seconds\.$/);
    expect(locked(900)).toMatch(/ Please wait 15 minutes\.$/);
    expect(locked(61 * 14)).toMatch(/ Please wait 15 minutes\.$/);
  });

  it("tells when the player's break ends, in the player's language", async () => {
    const until = '2026-12-09T08:30:00.000Z';
    const onBreak = clientError({ appCode: 'on_break', breakUntil: until });
    const ends = (language: 'EN' | 'TY' | 'PT') => formatDateTime(Date.parse(until), language);
    expect(errorText(onBreak, t)).toBe(
      'You are taking a break from play. Games and deposits open again when it ends; ' +
        `withdrawals and your records stay open. Your break ends on ${ends('EN')}.`,
    );
    await setLanguage('TY');
    expect(errorText(onBreak, t)).toMatch(
      new RegExp(
        `^Nagpapahinga ka sa paglalaro\\..* Matatapos ang iyong pahinga sa ${ends('TY')}\\.$`,
      ),
    );
    await setLanguage('PT');
    expect(errorText(onBreak, t)).toMatch(
      new RegExp(
        `^Você está fazendo uma pausa no jogo\\..* Sua pausa termina em ${ends('PT')}\\.$`,
      ),
    );
    await setLanguage('EN');
    // An end that is no date is left out rather than shown as "Invalid Date".
    expect(errorText(clientError({ appCode: 'on_break', breakUntil: 'soon' }), t)).toMatch(
      /records stay open\.$/,
    );
  });

  it('treats an answer-less failure as unavailable, or offline when offline', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('service_unavailable');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorText(new TypeError('Failed to fetch'), t)).toBe(
      'You are offline, please check your network connection',
    );
    online.mockRestore();
  });

  it('ignores error data that is not the BFF shape, and reads an unknown code as unavailable', () => {
    expect(errorCode(clientError({ appCode: '<b>x</b>' }))).toBe('service_unavailable');
    expect(errorCode(clientError({ appCode: 42 }))).toBe('service_unavailable');
    expect(errorText(clientError({ appCode: 'made_up' }), t)).toBe(
      'The service is temporarily unavailable, please try again later.',
    );
  });

  it("falls back to the shell's own texts while the catalogue is not loaded", async () => {
    await i18n.changeLanguage('en');
    const bundle = i18n.getResourceBundle('en', 'errors') as Record<string, string>;
    i18n.removeResourceBundle('en', 'errors');
    try {
      const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      expect(errorText(new TypeError('Failed to fetch'), t)).toBe(
        'You are offline, please check your network connection',
      );
      offline.mockRestore();
      // A code only the catalogue has: the generic text, never the raw key.
      expect(errorText(clientError({ appCode: 'captcha_incorrect' }), t)).toBe(
        'The service is temporarily unavailable, please try again later.',
      );
    } finally {
      i18n.addResourceBundle('en', 'errors', bundle);
    }
  });

  it('knows which codes end the session', () => {
    expect(isSessionLost(clientError({ appCode: 'session_expired' }))).toBe(true);
    expect(isSessionLost(clientError({ appCode: 'not_logged_in' }))).toBe(true);
    expect(isSessionLost(clientError({ appCode: 'service_unavailable' }))).toBe(false);
  });

  it('says every error in Filipino and Portuguese, the shell and the waits included', async () => {
    const t = i18n.t.bind(i18n);
    // Filipino and Portuguese are separate chunks, loaded when chosen.
    await setLanguage('TY');
    expect(i18n.t('errors.loading_failed')).toBe('Nabigo ang pag-load, i-click para subukang muli');
    expect(i18n.t('errors:popup_blocked')).toBe(
      'Na-block ang popup. Payagan ang mga popup at subukang muli.',
    );
    expect(errorText(clientError({ appCode: 'balance_insufficient' }), t)).toBe(
      'Kulang ang balanse',
    );
    const locked = clientError({ appCode: 'too_many_requests', retryAfterSeconds: 900 });
    expect(errorText(locked, t)).toBe(
      'Masyadong maraming pagsubok, maghintay sandali at subukang muli. Maghintay ng 15 minuto.',
    );
    await setLanguage('PT');
    expect(i18n.t('logout.confirm')).toBe('Confirmar');
    expect(i18n.t('errors:popup_blocked')).toBe(
      'Pop-up bloqueado. Permita pop-ups e tente novamente.',
    );
    expect(errorText(clientError({ appCode: 'captcha_incorrect' }), t)).toBe(
      'Código de verificação incorreto',
    );
    expect(errorText(locked, t)).toBe(
      'Muitas tentativas, aguarde um momento e tente novamente. Aguarde 15 minutos.',
    );
    await setLanguage('CN');
    expect(i18n.t('logout.confirm')).toBe('Confirm');
    await setLanguage('EN');
  });
});

describe('error boundaries', () => {
  it('the app boundary shows "Loading failed, click to retry" and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('boom');
      return <p>Recovered</p>;
    }
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    const retry = screen.getByRole('button', { name: 'Loading failed, click to retry' });
    broken = false;
    await userEvent.click(retry);
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('a failed lazy screen chunk shows the retry and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <ScreenBoundary>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </ScreenBoundary>,
    );
    expect(
      await screen.findByRole('button', { name: 'Loading failed, click to retry' }),
    ).toBeInTheDocument();
    // The component stack comes third when the renderer gives one: Preact gives it only with
    // preact/debug (decision 036), so the log's message and error are what is checked.
    await waitFor(() =>
      expect(log.mock.calls.map((call: unknown[]) => call.slice(0, 2))).toContainEqual([
        'Route failed to load',
        expect.any(TypeError),
      ]),
    );
  });
});
