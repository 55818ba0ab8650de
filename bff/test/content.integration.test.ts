/** Shared reads through the cache: help centre (sanitised), register rules, countries, marquee. */
import { describe, expect, it } from 'vitest';
import { bffPerFile, body } from './helpers/stack.ts';
import { sanitizeUpstreamHtml } from '../src/lib/sanitize.ts';
import { termsTopicIndex } from '../src/features/content/help.upstream.ts';

// One BFF for the file: its cache carries from test to test; only the gateway's counters are cleared.
const stack = bffPerFile({ before: 'stats' });

const calls = (path: string) => stack.sandbox.calls(path);

describe('content.helpCenter', () => {
  it('lists the topics with the terms (21+) and serves repeats from the cache', async () => {
    const first = body(await stack.client().query('content.helpCenter')).result?.data as {
      topics: { title: string; contentHtml: string }[];
    };
    expect(first.topics.length).toBeGreaterThan(2);
    expect(first.topics[0]?.contentHtml).toContain('21');
    await stack.client().query('content.helpCenter');
    await stack.client().query('content.helpCenter', { language: 'EN' });
    expect(await calls('/wps/system/helpCenter')).toBe(1);
  });

  it('marks exactly one topic as the terms (the one with the terms anchor)', async () => {
    const help = body(await stack.client().query('content.helpCenter')).result?.data as {
      topics: { title: string; terms: boolean }[];
    };
    expect(help.topics.filter((topic) => topic.terms).map((topic) => topic.title)).toEqual([
      'Terms & Conditions',
    ]);
  });

  it.each([
    ['an unknown language', { language: 'XX' }],
    ['a number for the language', { language: 7 }],
    ['not an object', 'EN'],
  ])('answers %s with a readable 400, before the gateway', async (_name, input) => {
    const response = await stack.client().query('content.helpCenter', input);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.message.length).toBeGreaterThan(0);
    expect(await calls('/wps/system/helpCenter')).toBe(0);
  });
});

describe('termsTopicIndex', () => {
  const topic = (title: string, contentHtml = '<p>x</p>') => ({ title, contentHtml });
  it('prefers the terms anchor, then a title naming the terms, else none', () => {
    expect(termsTopicIndex([topic('FAQ'), topic('Rules', '<h3 id="terms">Rules</h3>')])).toBe(1);
    expect(termsTopicIndex([topic('FAQ'), topic('Rules', "<h3 ID='terms'>Rules</h3>")])).toBe(1);
    expect(termsTopicIndex([topic('Rules', '<h3 id="terms-of-play">x</h3>')])).toBe(-1);
    expect(termsTopicIndex([topic('FAQ'), topic('Mga Tuntunin at Kundisyon')])).toBe(1);
    expect(termsTopicIndex([topic('Termos e Condições'), topic('Terms')])).toBe(0);
    expect(termsTopicIndex([topic('FAQ'), topic('Determinants')])).toBe(-1);
    expect(termsTopicIndex([])).toBe(-1);
  });
});

describe('system.registerRules', () => {
  it('returns the per-field rules once per cache period', async () => {
    const rules = body(await stack.client().query('system.registerRules')).result?.data as Record<
      string,
      { enabled: boolean }
    >;
    expect(rules.username?.enabled).toBe(true);
    expect(rules).toHaveProperty('password');
    await stack.client().query('system.registerRules');
    expect(await calls('/wps/system/setting/register')).toBe(1);
  });
});

describe('system.countries', () => {
  it('maps the dialing codes, the home market first, once per cache period', async () => {
    const countries = body(await stack.client().query('system.countries')).result?.data as {
      code: string;
      name: string;
      dialingCode: string;
    }[];
    expect(countries[0]).toEqual({ code: 'PH', name: 'Philippines', dialingCode: '+63' });
    expect(countries.every((country) => /^\+[0-9]+$/.test(country.dialingCode))).toBe(true);
    await stack.client().query('system.countries');
    expect(await calls('/wps/system/country')).toBe(1);
  });
});

describe('sanitizeUpstreamHtml', () => {
  it('keeps formatting and removes anything that could run', () => {
    const dirty =
      '<h3 id="terms">Terms</h3><p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a><iframe src="https://x"></iframe>' +
      '<img src="https://cdn.example/a.png" onerror="x()"><style>p{}</style>';
    const clean = sanitizeUpstreamHtml(dirty);
    // No id: operator HTML must not clobber the page's globals (issue 25, defect 8).
    expect(clean).toContain('<h3>Terms</h3>');
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/);
    expect(clean).toContain('href="https://ok.example"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('drops inline styles and classes, which the CSP (style-src self) would refuse anyway', () => {
    const clean = sanitizeUpstreamHtml(
      '<p style="color:red" class="x">Hi</p><span style="background:url(https://x)">y</span>',
    );
    expect(clean).toBe('<p>Hi</p><span>y</span>');
  });
});
