/**
 * Issue 25, defect 8: operator HTML may not take the app away. The sanitiser keeps no `id` or
 * `name` (DOM clobbering), no form, and gives every link either no target (inside the site) or
 * a new tab with `rel="noopener noreferrer"`; the operator's `_top`, `_parent` or named frame
 * never survives.
 */
import { describe, expect, it } from 'vitest';
import { linkDestination, sanitizeUpstreamHtml } from '../src/lib/sanitize.ts';

/** Every tag of the output with its attributes, read back as a browser would. */
function anchors(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map(([, attributes]) => {
    const pairs = [...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)];
    return Object.fromEntries(pairs.map((m): [string, string] => [m[1] ?? '', m[2] ?? '']));
  });
}

describe('operator HTML: DOM clobbering', () => {
  it.each([
    ['<a id="location" href="/m/home">home</a>', '<a href="/m/home">home</a>'],
    [
      '<img name="cookie" src="https://cdn.example/a.png">',
      '<img src="https://cdn.example/a.png" loading="lazy" />',
    ],
    ['<p id="__proto__" name="x">p</p>', '<p>p</p>'],
    ["<div ID='defaultView'><span NAME=body>s</span></div>", '<div><span>s</span></div>'],
    ['<form name="getElementById"><input name="x" value="1"><button>b</button></form>', 'b'],
    ['<a name="top"></a><h2 id="terms">Terms</h2>', '<a></a><h2>Terms</h2>'],
    ['<embed name="x"><object id="o"></object><iframe name="app" src="/m/home"></iframe>t', 't'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeUpstreamHtml(dirty)).toBe(clean);
  });

  it('leaves no id or name attribute anywhere, whatever the spelling', () => {
    const dirty =
      '<a id=location>1</a><a iD="x" NaMe="y">2</a><img name=cookie src="/a.png">' +
      '<table id="t"><tr name="r"><td id="d">3</td></tr></table><form id="f"><select name="s"></select></form>';
    expect(sanitizeUpstreamHtml(dirty)).not.toMatch(/\s(id|name)\s*=/i);
    expect(sanitizeUpstreamHtml(dirty)).not.toMatch(/<(form|input|select|button|textarea)/i);
  });
});

describe('operator HTML: links', () => {
  it.each([
    ['<a href="https://promo.example" target="_top">x</a>', 'outside'],
    ['<a href="http://promo.example" target="_parent">x</a>', 'outside'],
    ['<a href="//promo.example/x" target="app">x</a>', 'outside'],
    ['<a href="/\\promo.example/x" target="_top">x</a>', 'outside'],
    ['<a href=" https://promo.example" target="_self" rel="opener">x</a>', 'outside'],
    ['<a href="/m/promotion" target="_top">x</a>', 'inside'],
    ['<a href="#terms" target="_parent">x</a>', 'inside'],
    ['<a href="promotion?id=2" target="frame1" rel="opener">x</a>', 'inside'],
    ['<a href="mailto:help@site.example" target="_top">x</a>', 'app'],
    ['<a href="tel:+639171234567" target="_top">x</a>', 'app'],
  ])('%s: %s', (dirty, where) => {
    const [link] = anchors(sanitizeUpstreamHtml(dirty));
    expect(link).toBeDefined();
    if (where === 'outside') {
      expect(link).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    } else {
      expect(link?.target).toBeUndefined();
      expect(link?.rel).toBeUndefined();
    }
  });

  it('drops the href of a link to a script, and gives it no target', () => {
    const clean = sanitizeUpstreamHtml('<a href="javascript:top.location=1" target="_top">x</a>');
    expect(clean).toBe('<a>x</a>');
  });

  it('classifies destinations as a browser resolves them', () => {
    expect(linkDestination('https://a.example')).toBe('outside');
    expect(linkDestination('\t//a.example')).toBe('outside');
    expect(linkDestination('\\\\a.example')).toBe('outside');
    expect(linkDestination('/m/home')).toBe('inside');
    expect(linkDestination('')).toBe('inside');
    expect(linkDestination('mailto:x@a.example')).toBe('app');
  });
});
