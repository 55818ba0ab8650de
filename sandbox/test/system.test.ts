import { GatewayStatusSchema, WHITELABEL_FLAGS, flattenWhitelabel } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from '../src/index.ts';
import { type Envelope, PUBLIC_URL, gatewayHeaders, useSandbox } from './helpers/gateway.ts';

const gw = useSandbox();

async function get(url: string) {
  return gw.app.inject({ method: 'GET', url, headers: gatewayHeaders() });
}

describe('system status', () => {
  it.each(['/wps/system/status', '/wps/v2/system/status'])(
    '%s parses with the contracts schema',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const status = GatewayStatusSchema.parse(res.json<Envelope>().value);
      expect(status).toMatchObject({
        maintenance: false,
        regionRestriction: false,
        location: { ip: '127.0.0.1' },
      });
      const flags = flattenWhitelabel(status.info.whitelabel);
      for (const flag of [
        ...WHITELABEL_FLAGS,
        'CBS3',
        'REWCEN3',
        'AGENTPOLICY3',
        'MANDATORYKYC3',
      ]) {
        expect(flags, flag).toHaveProperty(flag);
      }
      expect(status.info.whitelabel).toMatchObject({ modId: 'ROOT', enabled: '1' });
      expect(Object.keys(status.info.register)).toEqual(
        expect.arrayContaining([
          'username',
          'password',
          'mobileNum',
          'payeeName',
          'paymentPassword',
          'qqNum',
          'line',
          'whatsapp',
          'facebook',
          'wechat',
          'idNumber',
          'email',
          'recommenderId',
          'affiliateCode',
          'captcha',
        ]),
      );
      expect(status.info.imageCDNs).toEqual([`${PUBLIC_URL}/cdn`]);
      expect(status.info.countryIconCDN).toBe(`${PUBLIC_URL}/cdn/flags/`);
      expect(status.info.mobileTemplate).toMatchObject({ mem_cen: '1', dep_func: '1' });
      expect(status.info.resources.map((r) => r.resourceType)).toEqual(
        expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG', 'TELEGRAM', 'FACEBOOK']),
      );
    },
  );

  it('encrypts customer-service paths with a random key each time', async () => {
    const a = GatewayStatusSchema.parse((await get('/wps/system/status')).json<Envelope>().value);
    const b = GatewayStatusSchema.parse((await get('/wps/system/status')).json<Envelope>().value);
    expect(a.info.customerService.map((c) => c.csType)).toEqual(['CS', 'WHATSAPP', 'LIVECHAT']);
    for (const [i, cs] of a.info.customerService.entries()) {
      expect(decryptCustomerServicePath(cs.path)).toMatch(/^(https?|viber):/);
      expect(decryptCustomerServicePath(cs.path)).toBe(
        decryptCustomerServicePath(b.info.customerService[i]?.path ?? ''),
      );
    }
    expect(a.info.customerService[0]?.path).not.toBe(b.info.customerService[0]?.path);
  });

  it('serves the whitelabel tree and register settings alone', async () => {
    const tree = (await get('/wps/system/whitelabel')).json<Envelope>().value;
    expect(flattenWhitelabel(tree as never)).toMatchObject({ FREEPLAY3: true, GEETEST3: false });
    const rules = (await get('/wps/system/setting/register')).json<Envelope>().value;
    expect(rules).toMatchObject({
      password: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 4 },
    });
  });

  it('lists dialing codes with PH first', async () => {
    const list = (await get('/wps/system/country')).json<Envelope>().value as {
      countryCode: string;
      countryDialingCode: string;
    }[];
    expect(list[0]).toMatchObject({ countryCode: 'PH', countryDialingCode: '+63' });
    expect(list.length).toBeGreaterThanOrEqual(13);
  });

  it('has help topics with the terms, the age limit and restricted players', async () => {
    const topics = (await get('/wps/system/helpCenter?lang=EN&device=MOBILE')).json<Envelope>()
      .value as { title: string; content: string }[];
    const terms = topics.find((t) => t.title.startsWith('Terms'));
    expect(terms?.content).toContain('21 years old');
    expect(terms?.content).toMatch(/armed forces/);
    expect(topics.map((t) => t.title)).toEqual(
      expect.arrayContaining(['Responsible Gaming', 'Privacy Policy', 'FAQ', 'Deposits']),
    );
  });

  it('answers the small fixed endpoints', async () => {
    expect((await get('/wps/relay/WPSCORE_checkIfAppDomain')).json()).toEqual({
      success: true,
      value: null,
    });
    const collect = await gw.app.inject({
      method: 'POST',
      url: '/wps/system/collect',
      headers: gatewayHeaders(),
      payload: { e: 1 },
    });
    expect(collect.statusCode).toBe(204);
    expect((await get('/wps/system/domainRoute')).json()).toEqual({
      success: true,
      value: { domain: 'localhost:80' },
    });
  });
});

describe('announcements', () => {
  interface Value {
    banners: { bannerId: number; groupName: string; url: string; linkage: string | null }[];
    player: unknown[];
    popup: { execution: string }[];
    promotion: { announcementImages: { imageUrl: string }[] }[];
  }

  it.each(['MCSFE_getListAnnouncements', 'CCSFE_getListAnnouncements'])(
    '%s filters by types and group',
    async (relay) => {
      const all = (await get(`/wps/relay/${relay}?types=B,PL,PU,PR&platform=M`)).json<Envelope>()
        .value as Value;
      const count = (g: string) => all.banners.filter((b) => b.groupName === g).length;
      expect(count('m_home')).toBe(3);
      expect(count('m_live')).toBe(2);
      for (const g of ['m_newgame', 'm_video', 'm_viplevels', 'm_viphost', 'm_reg'])
        expect(count(g), g).toBeGreaterThan(0);
      expect(all.player.length).toBeGreaterThanOrEqual(4);
      expect(all.popup.every((p) => p.execution === 'B')).toBe(true);
      expect(all.promotion[0]?.announcementImages[0]?.imageUrl).toMatch(
        /^http:\/\/127\.0\.0\.1:8090\/cdn\//,
      );
      expect(all.banners.find((b) => b.groupName === 'm_video')?.linkage).toMatch(
        /youtube\.com\/watch/,
      );

      const home = (await get(`/wps/relay/${relay}?types=B&groupName=m_home`)).json<Envelope>()
        .value as Value;
      expect(home.banners).toHaveLength(3);
      expect(home).toMatchObject({ player: [], popup: [], promotion: [] });
    },
  );
});

describe('videos, download links and template', () => {
  it('has m_video banners in the three YouTube link forms', async () => {
    const value = (
      await get('/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_video')
    ).json<Envelope>().value as { banners: { linkage: string; linkageType: string }[] };
    const links = value.banners.map((b) => b.linkage);
    expect(links.length).toBeGreaterThanOrEqual(3);
    expect(links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/),
        expect.stringMatching(/^https:\/\/youtube\.com\/shorts\/[\w-]+$/),
        expect.stringMatching(/^https:\/\/youtu\.be\/[\w-]+$/),
      ]),
    );
    expect(value.banners.every((b) => b.linkageType === 'VIDEO')).toBe(true);
  });

  it('lists every download and social resource with a url and an English label', async () => {
    const status = (await get('/wps/v2/system/status')).json<Envelope>().value as {
      info: {
        resources: { resourceType: string; url: string; labelNameEn: string }[];
        mobileTemplate: { app_desc: string; app_desc_font_color: string };
      };
    };
    const types = status.info.resources.map((r) => r.resourceType);
    for (const t of [
      'IOS',
      'Android',
      'MOBILECONFIG',
      'AppDownloadIcon',
      'SpeedTest',
      'SOCIALMEDIA',
      'FACEBOOK',
      'TELEGRAM',
      'WHATSAPP',
      'INSTAGRAM',
      'VIBER',
      'TIKTOK',
      'COMMUNITY',
    ]) {
      expect(types, t).toContain(t);
    }
    for (const r of status.info.resources) {
      expect(r.url).toMatch(/^(https?|viber):/);
      expect(r.labelNameEn.length).toBeGreaterThan(0);
    }
    expect(status.info.mobileTemplate.app_desc.length).toBeGreaterThan(0);
    expect(status.info.mobileTemplate.app_desc_font_color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('cdn images', () => {
  it.each([
    '/cdn/banners/101.svg?title=Hello',
    '/cdn/logo.svg',
    '/cdn/gw.app-icon.svg',
    '/cdn/flags/PH.svg',
    '/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/JL-BLACK.png',
    '/cdn/anything/else.png',
  ])('serves %s as SVG with a long cache', async (url) => {
    const res = await gw.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body.startsWith('<svg')).toBe(true);
  });

  it('banner urls from the announcements resolve on the sandbox', async () => {
    const value = (await get('/wps/relay/MCSFE_getListAnnouncements?types=B')).json<Envelope>()
      .value as { banners: { url: string }[] };
    const url = new URL(value.banners[0]?.url ?? '');
    const res = await gw.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.body).toContain('Welcome Bonus');
  });
});
