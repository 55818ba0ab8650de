import { describe, expect, it } from 'vitest';
import { seedBanners } from '../src/domains/announcements/announcements.data.ts';
import { PROMOTIONS } from '../src/domains/promotions/promotions.data.ts';

describe('seed banners (issue 27 item 10)', () => {
  it('link every home and live promotion banner to a promotion that exists, by its id', () => {
    const ids = new Set(PROMOTIONS.map((p) => p.promotionId));
    const promotionBanners = seedBanners('http://sandbox').filter((b) =>
      ['m_home', 'm_live'].includes(b.groupName),
    );
    expect(promotionBanners.length).toBeGreaterThan(0);
    for (const banner of promotionBanners) {
      const id = Number(/^\/m\/activity\?id=(\d+)$/.exec(banner.linkage ?? '')?.[1]);
      expect(ids.has(id), `banner ${banner.bannerId} → ${banner.linkage}`).toBe(true);
    }
  });
});
