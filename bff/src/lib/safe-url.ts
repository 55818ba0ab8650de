/**
 * The URL policy for every link and image the gateway hands us (issue 8, item 5). The page puts
 * these values in `href` and `src`: a `javascript:` banner link would run in the player's
 * session. Only these pass:
 *
 * - absolute `http:` / `https:` URLs (checked with the WHATWG parser, as the browser parses them);
 * - protocol-relative `//host/path`, rewritten to `https://host/path`: the browser would load
 *   it from a foreign host anyway, so it is as safe as an absolute https link; the rewrite only
 *   makes the scheme explicit (and never downgrades to http);
 * - relative references without a scheme (`/cdn/a.png`, `img/a.png`, `?x`, `#y`).
 *
 * Social links only (`{ appLinks: true }`) may also use the messaging apps' own schemes
 * (`viber:`, `tg:`, `whatsapp:`): the site's Viber link is `viber://chat?number=...` and there is
 * no https form of it; these open an app, they cannot run script in the page.
 *
 * Everything else is dropped (null) and logged at warn with its field: other schemes
 * (`javascript:`, `data:`, `vbscript:`, `file:`, `viber:`...), and values that a browser would
 * read differently from a naive check: control characters anywhere (`java\tscript:` — browsers
 * delete tabs and newlines inside URLs), backslashes (browsers read `\` as `/`, so `/\evil` is
 * protocol-relative). Leading and trailing spaces are trimmed first, as browsers do, so
 * ` javascript:` is judged as `javascript:`; the scheme test is case-insensitive.
 */
import type { FastifyBaseLogger } from 'fastify';

/** Longest part of a dropped value written to the log: enough to recognise it, no more. */
const LOGGED_VALUE_MAX = 80;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Messaging-app schemes a social link may use (see above). */
export const APP_LINK_SCHEMES: readonly string[] = ['viber', 'tg', 'whatsapp'];

export interface UrlOptions {
  /** Also accept APP_LINK_SCHEMES (social links only). */
  appLinks?: boolean;
}

/** The value the page may use, or null. Pure: `safeUrlFor` adds the log line. */
export function safeUrl(value: string | null | undefined, options: UrlOptions = {}): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || CONTROL.test(trimmed) || trimmed.includes('\\')) return null;
  if (trimmed.startsWith('//')) return absoluteHttp(`https:${trimmed}`);
  const scheme = SCHEME.exec(trimmed)?.[1];
  if (scheme) {
    const lower = scheme.toLowerCase();
    // `http:evil` parses as http://evil/ but nobody means that: the `//` is required.
    if (lower === 'http' || lower === 'https') {
      return trimmed.startsWith('//', scheme.length + 1) ? absoluteHttp(trimmed) : null;
    }
    return options.appLinks && APP_LINK_SCHEMES.includes(lower) ? trimmed : null;
  }
  // No valid scheme: a colon before the first `/`, `?` or `#` still smells of one (`java
  // script:`, `\u00a0javascript:`); browsers would treat those as paths, but nothing legitimate
  // looks like that.
  const firstColon = trimmed.indexOf(':');
  if (firstColon !== -1) {
    const firstDelimiter = trimmed.search(/[/?#]/);
    if (firstDelimiter === -1 || firstColon < firstDelimiter) return null;
  }
  return trimmed;
}

function absoluteHttp(value: string): string | null {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return value;
  } catch {
    return null;
  }
}

/** Checks one URL field; returns the usable value or null. */
export type UrlCheck = (
  value: string | null | undefined,
  field: string,
  options?: UrlOptions,
) => string | null;

/**
 * A checker that logs each dropped value (truncated) with the field it came from, so a bad
 * announcement in the back office can be found and fixed. Empty values are just null, silently.
 */
export function safeUrlFor(log: Pick<FastifyBaseLogger, 'warn'>): UrlCheck {
  return (value, field, options) => {
    const safe = safeUrl(value, options);
    if (safe === null && typeof value === 'string' && value.trim() !== '') {
      log.warn(
        {
          field,
          value: value.length > LOGGED_VALUE_MAX ? `${value.slice(0, LOGGED_VALUE_MAX)}…` : value,
        },
        'unsafe url from the gateway dropped',
      );
    }
    return safe;
  };
}
