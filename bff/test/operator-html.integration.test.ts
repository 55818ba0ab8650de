/**
 * Issue 25, defect 8, end to end: an operator's inbox message carrying DOM-clobbering names and
 * links that would take the whole app away (`target="_top"`), sent by the real sandbox over
 * HTTP, reaches the player through the BFF with no `id` or `name`, no form, and links that stay
 * inside the site or open in a new tab with `rel="noopener noreferrer"`.
 */
import { describe, expect, it } from 'vitest';
import { data, freshBffPerTest } from './helpers/stack.ts';

const stack = freshBffPerTest();

const HOSTILE =
  '<a id="location" href="https://phish.example/login" target="_top">Claim your bonus</a>' +
  '<a name="top" href="/m/promotion" target="_parent">Promotions</a>' +
  '<img name="cookie" src="https://cdn.example/a.png">' +
  '<form name="getElementById" action="https://phish.example"><input name="password"></form>' +
  '<p id="defaultView">Good luck</p>';

interface InboxPage {
  messages: { title: string; contentHtml: string }[];
}

describe('an operator inbox message through the BFF', () => {
  it('arrives with no id or name, no form, and links that cannot take the app away', async () => {
    await stack.sandbox.control('POST', '/inbox', {
      username: 'demo',
      title: 'Bonus',
      content: HOSTILE,
    });
    const client = await stack.signedIn();
    const page = data<InboxPage>(await client.query('inbox.list', { cursor: 1 }));
    const html = page.messages.find((m) => m.title === 'Bonus')?.contentHtml ?? '';
    expect(html).not.toMatch(/\s(id|name)\s*=/i);
    expect(html).not.toMatch(/<(form|input)\b/i);
    expect(html).not.toMatch(/_top|_parent/);
    expect(html).toBe(
      '<a href="https://phish.example/login" target="_blank" rel="noopener noreferrer">Claim your bonus</a>' +
        '<a href="/m/promotion">Promotions</a>' +
        '<img src="https://cdn.example/a.png" loading="lazy" />' +
        '<p>Good luck</p>',
    );
  });
});
