/**
 * The terms notice's Agree as a plain form (pages/terms-agreement.ts, decision 037): what a
 * browser that has not run the app's script yet posts, and what an attacker might post instead.
 */
import { PREFERENCE_COOKIES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { returnPath, TERMS_AGREE_PATH } from '../src/pages/terms-agreement.ts';
import { freshBffPerTest } from './helpers/stack.ts';

const stack = freshBffPerTest();
const FORM = 'application/x-www-form-urlencoded';

function post(headers: Record<string, string>, payload: string) {
  return stack.app.inject({
    method: 'POST',
    url: TERMS_AGREE_PATH,
    headers: { 'content-type': FORM, host: 'localhost', ...headers },
    payload,
  });
}

describe('Agree before the script runs', () => {
  it('sets the agreement for the browser session and goes back to the page it came from', async () => {
    const response = await post(
      { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      `return=${encodeURIComponent('/m/rng?classify=new')}`,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/m/rng?classify=new');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`${PREFERENCE_COOKIES.termsAgreed}=1`);
    expect(cookie).toContain('Path=/m');
    expect(cookie).toContain('SameSite=Lax');
    // A session cookie, as the app writes it: no lifetime beyond the browser session.
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('is accepted on fetch metadata alone (a browser that sends no Origin)', async () => {
    const response = await post({ 'sec-fetch-site': 'same-origin' }, 'return=%2Fm%2Fhome');
    expect(response.statusCode).toBe(303);
  });

  it.each([
    ['another site', { origin: 'http://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['no word of where it comes from', {}],
  ])('refuses a post from %s, and sets nothing', async (_name, headers) => {
    const response = await post(headers, 'return=%2Fm%2Fhome');
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a body that is too large with 413, not a 500', async () => {
    const response = await post({ origin: 'http://localhost' }, `return=${'x'.repeat(4_096)}`);
    expect(response.statusCode).toBe(413);
  });
});

describe('where the player goes back to', () => {
  it.each([
    ['/m/home', '/m/home'],
    ['/m/activity?category=WELCOME', '/m/activity?category=WELCOME'],
    ['/m/a/../home', '/m/home'],
    ['/m/../trpc/x', '/m/home'],
    ['//evil.example/m/home', '/m/home'],
    ['https://evil.example/m/home', '/m/home'],
    ['/\\evil.example', '/m/home'],
    ['', '/m/home'],
    [null, '/m/home'],
  ])('%s → %s', (raw, expected) => {
    expect(returnPath(raw)).toBe(expected);
  });
});
