/**
 * What the lottery proxies let through (issue 12, item 4): the lottery H5 app's page and assets
 * under /m/lotto-h5/, and the LGW calls that page makes under /lgw/. Everything else is refused
 * before a byte goes upstream, so the proxies are no open relay: the upstream origin is fixed in
 * the configuration, and a path is tested whole, as the client sent it (`request.raw.url`), against
 * anchored patterns that admit no dot segment, no percent sign and no second slash.
 */

const ID = '[A-Za-z0-9_-]{1,40}';
const MUI = '[A-Za-z0-9_-]{1,40}';
/** A query string, if any: anything but a fragment (the client never sends one). */
const QUERY = '(?:\\?[^#]*)?';

const anchored = (path: string) => new RegExp(`^${path}${QUERY}$`);

/** The H5 page of a game and its static files. */
export const LOTTO_H5_PATHS: readonly RegExp[] = [
  anchored(`/m/lotto-h5/${MUI}/(?:ent|trad)/games/${ID}`),
  anchored(`/m/lotto-h5/assets/[A-Za-z0-9_-]{1,40}\\.(?:js|css|png|svg|webp|woff2)`),
];

/** LGW reads the H5 page makes (upstream-gateway.md section 13). */
const LGW_READS: readonly RegExp[] = [
  'games',
  'games/popular',
  'games/game_menus',
  'games/game_menus/recent',
  'games/opened/numero',
  `games/${ID}/(?:play_menu|setting)`,
  'vn/games/game_menu',
  'vn/games/game_menu/recent',
  'vn/numeros/opened/game',
  'numeros/near',
  'numeros/recent',
  `numeros/chase/${ID}`,
  `draw/${ID}`,
  `draw/${ID}/hot_gap_info`,
  'customers/series',
  'orders',
  'orders/detail',
].map((path) => anchored(`/lgw/${path}`));

/** LGW changes: placing and cancelling bets. */
const LGW_WRITES: readonly RegExp[] = ['orders/betting', 'orders/suborders/cancel'].map((path) =>
  anchored(`/lgw/${path}`),
);

export function isAllowedLottoH5(method: string, rawUrl: string): boolean {
  return (method === 'GET' || method === 'HEAD') && LOTTO_H5_PATHS.some((p) => p.test(rawUrl));
}

export function isAllowedLgw(method: string, rawUrl: string): boolean {
  if (method === 'GET' || method === 'HEAD') return LGW_READS.some((p) => p.test(rawUrl));
  if (method === 'POST') return LGW_WRITES.some((p) => p.test(rawUrl));
  return false;
}

/**
 * The H5 page's own policy: its scripts, styles and calls stay on our origin, and only our pages
 * may frame it (the site's own CSP refuses all framing).
 */
export const LOTTO_H5_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Response headers of the upstream that reach the browser; the rest (cookies first) stay behind. */
export const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
] as const;

/** Request headers the browser's request may pass upstream (never its cookies). */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'accept-encoding',
  'content-type',
  'content-length',
  'if-none-match',
  'if-modified-since',
] as const;
