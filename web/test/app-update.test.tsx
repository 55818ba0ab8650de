/**
 * The service worker's page side: a first visit registers nothing, a later one does (whatever
 * storage allows); a waiting build shows the update notice, translated, and its button takes it.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n/index.ts';
import { offerUpdate, shouldRegister } from '../src/lib/app-update.ts';
import { renderApp } from './utils/render-app.tsx';

const noController = { controller: null } as ServiceWorkerContainer;

describe('registering the service worker', () => {
  it('waits for the second page load, and registers on every one after', () => {
    const storage = window.localStorage;
    expect(shouldRegister(storage, noController)).toBe(false);
    expect(shouldRegister(storage, noController)).toBe(true);
    expect(shouldRegister(storage, noController)).toBe(true);
  });

  it('registers where a worker already serves the page, and not where storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(shouldRegister(refusing, noController)).toBe(false);
    const controlled = { controller: {} } as ServiceWorkerContainer;
    expect(shouldRegister(refusing, controlled)).toBe(true);
  });
});

describe('the update notice', () => {
  afterEach(async () => {
    act(() => offerUpdate(null));
    await setLanguage('EN');
  });

  it('offers a waiting build in the player’s language and takes it on the tap', async () => {
    await setLanguage('TY');
    renderApp({ path: '/m/home' });
    await screen.findAllByRole('navigation');
    expect(screen.queryByRole('button', { name: 'I-update' })).toBeNull();
    const take = vi.fn();
    act(() => offerUpdate(take));
    expect(screen.getByText('Handa na ang bagong bersyon ng site.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'I-update' }));
    expect(take).toHaveBeenCalledTimes(1);
  });
});
