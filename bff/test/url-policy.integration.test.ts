/**
 * URL policy (issue 8, item 5): links and images from the gateway reach the page only when they
 * are http(s) or relative; the rest is dropped and named in the log.
 */
import { describe, expect, it } from 'vitest';
import type { HomeBootstrap } from '@app/contracts';
import { safeUrl } from '../src/lib/safe-url.ts';
import { body, freshBffPerTest } from './helpers/stack.ts';

describe('safeUrl', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['HTTP://cdn.example.com/a.png', 'HTTP://cdn.example.com/a.png'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['/m/activity?id=1', '/m/activity?id=1'],
    ['img/banner.png', 'img/banner.png'],
    ['#top', '#top'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ])('keeps %j', (value, expected) => {
    expect(safeUrl(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java script:alert(1)',
    '\u00a0javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'viber://chat?number=1',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    'https://',
    'http:evil',
    '',
    '   ',
  ])('drops %j', (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  it('accepts messaging-app schemes only when asked (social links)', () => {
    expect(safeUrl('viber://chat?number=1', { appLinks: true })).toBe('viber://chat?number=1');
    expect(safeUrl('JaVaScRiPt:alert(1)', { appLinks: true })).toBeNull();
  });
});

describe('home.bootstrap with unsafe gateway URLs', () => {
  const stack = freshBffPerTest({ logLevel: 'warn', homeSectionDeadlineMs: 5_000 });

  it('drops javascript: links and keeps the good ones, naming the field in the log', async () => {
    await stack.sandbox.control('POST', '/content', {
      banners: [
        {
          bannerId: 990,
          groupName: 'm_home',
          url: `${stack.sandbox.url}/cdn/banners/990.svg`,
          title: 'Evil link',
          externalLink: 'javascript:alert(1)',
        },
        {
          bannerId: 991,
          groupName: 'm_home',
          url: ' JAVASCRIPT:alert(2)',
          title: 'Evil image',
        },
        {
          bannerId: 992,
          groupName: 'm_home',
          url: '/cdn/banners/992.svg',
          title: 'Good',
          externalLink: 'https://example.com/promo',
        },
      ],
      resources: [
        { resourceType: 'FACEBOOK', url: 'JaVaScRiPt:alert(document.cookie)' },
        { resourceType: 'Android', url: 'data:application/octet-stream;base64,AAAA' },
      ],
    });

    const response = await stack.client().query('home.bootstrap');
    expect(response.statusCode).toBe(200);
    const home = body(response).result?.data as HomeBootstrap;
    expect(home.failedSections).toEqual([]);

    const banners = home.banners.m_home ?? [];
    // The seed's three, the good one, and the evil-link one without its link; no evil image.
    expect(banners.map((b) => b.id)).toEqual(expect.arrayContaining(['990', '992']));
    expect(banners.find((b) => b.id === '991')).toBeUndefined();
    expect(banners.find((b) => b.id === '990')?.linkUrl).toBeNull();
    expect(banners.find((b) => b.id === '992')).toMatchObject({
      imageUrl: '/cdn/banners/992.svg',
      linkUrl: 'https://example.com/promo',
    });

    expect(home.download.social.map((s) => s.type)).not.toContain('FACEBOOK');
    expect(home.download.social.find((s) => s.type === 'TELEGRAM')?.url).toBe(
      'https://t.me/tcgdemo',
    );
    // The messaging app's own scheme stays allowed for the Viber link.
    expect(home.download.social.find((s) => s.type === 'VIBER')?.url).toMatch(/^viber:/);
    expect(home.download.android).toBeNull();
    expect(home.download.ios).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/download\/ios$/);

    const text = JSON.stringify(home).toLowerCase();
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('data:');

    const dropped = stack.logs.lines
      .map((line) => JSON.parse(line) as { msg: string; field?: string; value?: string })
      .filter((line) => line.msg === 'unsafe url from the gateway dropped');
    expect(dropped.map((line) => line.field)).toEqual(
      expect.arrayContaining([
        'banner.linkUrl',
        'banner.imageUrl',
        'resource.FACEBOOK',
        'resource.Android',
      ]),
    );
    expect(dropped.find((line) => line.field === 'resource.FACEBOOK')?.value).toBe(
      'JaVaScRiPt:alert(document.cookie)',
    );
  });
});
