/**
 * Seed announcements (§11.1): banners for every mobile group, marquee lines, popups and
 * promotions. Image URLs point at the sandbox's own /cdn so nothing loads from the internet.
 */

export interface Banner {
  bannerId: number;
  groupName: string;
  url: string;
  title: string;
  linkage: string | null;
  linkageType: string | null;
  redirect: string | null;
  externalLink: string | null;
}

export interface MarqueeAnnouncement {
  id: number;
  title: string;
  content: string;
  externalLink: string | null;
  announcementDisplaySpeed: 'HIGH' | 'MEDIUM' | 'LOW';
  /** 'A' lines are agent announcements (types=A); 'PL' are player lines. */
  audience: 'PL' | 'A';
}

export interface Popup {
  id: number;
  title: string;
  content: string;
  /** A: shown to logged-in players; B: shown to visitors. */
  execution: 'A' | 'B';
  startTime: number;
  endTime: number;
}

/** A popup as served: the seed plus its generated image. */
export interface PopupValue extends Popup {
  imageUrl: string;
}

export interface Promotion {
  id: number;
  title: string;
  content: string;
  announcementImages: { imageUrl: string }[];
}

/** [bannerId, group, title, video link, the promotion (promotions.data.ts) a promotion banner opens]. */
const BANNER_SEED: [number, string, string, string | null, number | null][] = [
  [101, 'm_home', 'Welcome Bonus 100%', null, 7001],
  [102, 'm_home', 'Daily Reload 10%', null, 7009],
  [103, 'm_home', 'Refer a Friend', null, 7010],
  [201, 'm_live', 'Live Casino Cashback', null, 7005],
  [202, 'm_live', 'Baccarat Weekend', null, 7005],
  [301, 'm_newgame', 'New Game: Golden Crash', null, null],
  [401, 'm_video', 'Big Win Highlights', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', null],
  [402, 'm_video', 'How To Play Crash', 'https://youtube.com/shorts/ScMzIvxBSi4', null],
  [403, 'm_video', 'Live Casino Tour', 'https://youtu.be/jNQXAC9IVRw', null],
  [501, 'm_viplevels', 'VIP Levels 1-20', null, null],
  [502, 'm_viplevels', 'VIP Monthly Salary', null, null],
  [601, 'm_viphost', 'Your Personal VIP Host', null, null],
  [701, 'm_reg', 'Join Today, Claim 100 Free', null, 7001],
];

export function seedBanners(publicUrl: string): Banner[] {
  return BANNER_SEED.map(([bannerId, groupName, title, video, promotionId]) => ({
    bannerId,
    groupName,
    url: `${publicUrl}/cdn/banners/${bannerId}.svg?title=${encodeURIComponent(title)}`,
    title,
    // A promotion banner opens its promotion (by the promotion's id, not the banner's).
    linkage: video ?? (promotionId ? `/m/activity?id=${promotionId}` : '/m/activity'),
    linkageType: video ? 'VIDEO' : 'URL',
    redirect: video ? null : 'REDIRECT_URL',
    externalLink: null,
  }));
}

export const MARQUEE: MarqueeAnnouncement[] = [
  {
    id: 9001,
    title: 'Welcome',
    content: 'Welcome to the TCG demo site! Players must be 21 or older.',
    externalLink: null,
    announcementDisplaySpeed: 'MEDIUM',
    audience: 'PL',
  },
  {
    id: 9002,
    title: 'Maintenance notice',
    content: 'Scheduled maintenance for the JL vendor every Tuesday 02:00-04:00 (GMT+8).',
    externalLink: null,
    announcementDisplaySpeed: 'MEDIUM',
    audience: 'PL',
  },
  {
    id: 9003,
    title: 'Deposit bonus',
    content: 'Deposit today and get a 10% reload bonus up to PHP 500.',
    externalLink: null,
    announcementDisplaySpeed: 'HIGH',
    audience: 'PL',
  },
  {
    id: 9004,
    title: 'Responsible gaming',
    content: 'Play responsibly. Set your limits in the member centre.',
    externalLink: null,
    announcementDisplaySpeed: 'LOW',
    audience: 'PL',
  },
  {
    id: 9005,
    title: 'Agent commission',
    content: 'Agent commission statements for last month are now available.',
    externalLink: null,
    announcementDisplaySpeed: 'MEDIUM',
    audience: 'A',
  },
];

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);
const END = Date.UTC(2099, 11, 31);

export const POPUPS: Popup[] = [
  {
    id: 8001,
    title: 'Welcome back!',
    content: '<p>Your <b>daily sign-in reward</b> is waiting in the reward centre.</p>',
    execution: 'A',
    startTime: START,
    endTime: END,
  },
  {
    id: 8004,
    title: 'VIP weekend',
    content: '<p>Double <b>VIP points</b> on every slots bet this weekend.</p>',
    execution: 'A',
    startTime: START,
    endTime: END,
  },
  {
    id: 8002,
    title: 'New here?',
    content: '<p>Register now and claim a <b>100% welcome bonus</b>. 21+ only.</p>',
    execution: 'B',
    startTime: START,
    endTime: END,
  },
  {
    id: 8003,
    title: 'Holiday tournament',
    content: '<p>Join the slots tournament for a share of PHP 1,000,000.</p>',
    execution: 'B',
    startTime: START + DAY,
    endTime: END,
  },
];

export function popupValues(publicUrl: string): PopupValue[] {
  return POPUPS.map((p) => ({
    ...p,
    imageUrl: `${publicUrl}/cdn/banners/popup-${p.id}.svg?title=${encodeURIComponent(p.title)}`,
  }));
}

/** Every announcement id a member can mark read (marquee, popups, promotions). */
export const ANNOUNCEMENT_IDS: ReadonlySet<number> = new Set([
  ...MARQUEE.map((m) => m.id),
  ...POPUPS.map((p) => p.id),
  7001,
  7002,
  7003,
]);

export function seedPromotions(publicUrl: string): Promotion[] {
  const image = (id: number, title: string) => ({
    imageUrl: `${publicUrl}/cdn/banners/${id}.svg?title=${encodeURIComponent(title)}`,
  });
  return [
    {
      id: 7001,
      title: 'Welcome Bonus 100%',
      content: '<p>First deposit bonus up to PHP 5,000. Turnover x10.</p>',
      announcementImages: [image(7001, 'Welcome Bonus 100%')],
    },
    {
      id: 7002,
      title: 'Weekly Cashback',
      content: '<p>Get 5% of your weekly net losses back every Monday.</p>',
      announcementImages: [image(7002, 'Weekly Cashback')],
    },
    {
      id: 7003,
      title: 'Lucky Wheel',
      content: '<p>Spin the VIP wheel daily for free credits.</p>',
      announcementImages: [image(7003, 'Lucky Wheel')],
    },
  ];
}
