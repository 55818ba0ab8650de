/**
 * Issue 25, defect 8, in the page: operator HTML (here as if it reached the page unsanitised: a
 * cached answer of an older BFF, a bug) renders with no element carrying an `id` or `name` (DOM
 * clobbering), no form, and links that stay in the app's tab (this site) or open a new tab with
 * `rel="noopener noreferrer"` (another site); `_top`, `_parent` and named frames never survive.
 */
import type { Promotion } from '@app/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperatorHtml } from '../src/components/ui/operator-html.tsx';
import { SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const HOSTILE =
  '<a id="location" href="https://phish.example/login" target="_top">Claim your bonus</a>' +
  `<a name="top" href="${window.location.origin}/m/promotion" target="_parent">Promotions</a>` +
  '<a href="/m/home" target="app">Home</a>' +
  '<a href="//phish.example" target="_self" rel="opener">Elsewhere</a>' +
  '<img name="cookie" src="https://cdn.example/a.png" alt="">' +
  '<form name="getElementById"><input name="password"><button>Send</button></form>' +
  '<p id="defaultView">Good luck</p>';

/** What a clobbering page would let a script reach by name, and where each link goes. */
function inspect(container: Element) {
  return {
    named: [...container.querySelectorAll('[id], [name]')].filter((e) => e !== container),
    forms: container.querySelectorAll('form, input, button').length,
    links: Object.fromEntries(
      [...container.querySelectorAll('a')].map((a) => [
        a.textContent,
        { target: a.getAttribute('target'), rel: a.getAttribute('rel') },
      ]),
    ),
  };
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' };
const SAME_TAB = { target: null, rel: null };

describe('operator HTML in the page', () => {
  it('keeps no id or name, no form, and only safe link targets', () => {
    const { container } = render(<OperatorHtml className="inbox-html" html={HOSTILE} />);
    const html = container.querySelector('.inbox-html');
    expect(html).not.toBeNull();
    const found = inspect(html as Element);
    expect(found.named).toEqual([]);
    expect(found.forms).toBe(0);
    expect(found.links).toEqual({
      'Claim your bonus': NEW_TAB,
      Promotions: SAME_TAB,
      Home: SAME_TAB,
      Elsewhere: NEW_TAB,
    });
    // The globals a clobbering payload aims at are still the page's own.
    expect(typeof document.getElementById).toBe('function');
    expect(window.location).not.toBeInstanceOf(HTMLAnchorElement);
  });

  it("renders a promotion's details through the same pass", async () => {
    const promotion: Promotion = {
      id: 7004,
      title: 'Slots Turnover Challenge',
      content: HOSTILE,
      imageUrl: null,
      category: 'SLOTS',
      kind: 'TARGET',
      status: 'JOIN',
      startTime: Date.UTC(2026, 10, 1),
      endTime: Date.UTC(2027, 0, 1),
      bonus: '300.00',
      target: '10000.00',
      progress: null,
      rejectReason: null,
    };
    renderApp({
      path: '/m/activity',
      session: SESSION,
      handlers: {
        'promotions.list': () => ({ source: 'personal', promotions: [promotion] }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Slots Turnover Challenge' });
    const details = card.querySelector('.promotion-card__details');
    expect(details).not.toBeNull();
    const found = inspect(details as Element);
    expect(found.named).toEqual([]);
    expect(found.forms).toBe(0);
    expect(found.links['Claim your bonus']).toEqual(NEW_TAB);
    expect(found.links.Promotions).toEqual(SAME_TAB);
    expect(within(card).getByText('Good luck')).toBeInTheDocument();
  });
});
