/**
 * Whether a provider's game page lets our site frame it (issue 30, item 1; decision 043). Read
 * from the provider's own answer, as a browser would read it, never guessed:
 *
 * - a `Content-Security-Policy` with `frame-ancestors` decides alone (browsers then ignore
 *   `X-Frame-Options`): every enforced policy must list the player's origin;
 * - else `X-Frame-Options`, as the HTML standard reads it: `DENY` refuses, `SAMEORIGIN` refuses
 *   unless the game is on our own origin, two or more conflicting values refuse, anything else
 *   (`ALLOW-FROM`, a typo) is ignored.
 *
 * The probe asks for the launch URL without its query: the query carries the game's session key,
 * which a request of ours must neither spend nor pass on. A provider's headers are a server's
 * setting, the same on its game pages with or without a key. An answer that redirects to another
 * origin cannot be framed under a policy naming one origin: the game opens the old way.
 */

/** What a game answers about framing: its headers. */
export interface FramingHeaders {
  get(name: string): string | null;
}

/** Whether `headers` of a page at `gameOrigin` let a page at `ourOrigin` frame it. */
export function framingAllowed(
  headers: FramingHeaders,
  gameOrigin: string,
  ourOrigin: string,
): boolean {
  const ancestors = frameAncestorsOf(headers.get('content-security-policy'));
  if (ancestors.length > 0) {
    return ancestors.every((sources) =>
      sources.some((s) => sourceAllows(s, gameOrigin, ourOrigin)),
    );
  }
  return xFrameOptionsAllow(headers.get('x-frame-options'), gameOrigin, ourOrigin);
}

/**
 * The source lists of every `frame-ancestors` directive, one per policy. Several policies come
 * joined by commas (one header field each); a policy's directives are split by semicolons.
 */
function frameAncestorsOf(csp: string | null): string[][] {
  if (!csp) return [];
  const lists: string[][] = [];
  for (const policy of csp.split(',')) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() === 'frame-ancestors') {
        lists.push(sources.map((s) => s.toLowerCase()));
        // The first directive of a name counts; later ones are ignored (CSP3 2.2.1).
        break;
      }
    }
  }
  return lists;
}

const SCHEME_SOURCE = /^([a-z][a-z0-9+.-]*):$/;
const HOST_SOURCE =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9.-]+)(?::(\*|\d{1,5}))?(?:\/.*)?$/;

/** CSP3 "does url match expression in origin", for an ancestor's origin. */
function sourceAllows(source: string, gameOrigin: string, ourOrigin: string): boolean {
  const ours = new URL(ourOrigin);
  const ourScheme = ours.protocol.slice(0, -1);
  if (source === "'none'") return false;
  if (source === "'self'") return sameOriginOrUpgrade(ourOrigin, gameOrigin);
  if (source === '*') return ourScheme === 'http' || ourScheme === 'https';
  const scheme = SCHEME_SOURCE.exec(source);
  if (scheme) return schemeMatches(scheme[1] ?? '', ourScheme);
  const host = HOST_SOURCE.exec(source);
  if (!host) return false;
  const [, sourceScheme, sourceHost = '', sourcePort] = host;
  const gameScheme = new URL(gameOrigin).protocol.slice(0, -1);
  if (
    sourceScheme ? !schemeMatches(sourceScheme, ourScheme) : !schemeMatches(gameScheme, ourScheme)
  ) {
    return false;
  }
  if (!hostMatches(sourceHost, ours.hostname)) return false;
  return portMatches(sourcePort, ours);
}

/** A source's scheme admits its secure upgrade (`http:` admits https). */
function schemeMatches(sourceScheme: string, scheme: string): boolean {
  return sourceScheme === scheme || (sourceScheme === 'http' && scheme === 'https');
}

function hostMatches(sourceHost: string, host: string): boolean {
  if (sourceHost === '*') return true;
  if (sourceHost.startsWith('*.')) return host.endsWith(sourceHost.slice(1));
  return sourceHost === host;
}

/**
 * CSP3 "port-part matches": no port admits only the scheme's default (the URL parser leaves the
 * port empty then); `*` admits any; a stated 80 also admits https on its default port.
 */
function portMatches(sourcePort: string | undefined, ours: URL): boolean {
  if (sourcePort === undefined) return ours.port === '';
  if (sourcePort === '*') return true;
  const actual = ours.port || (ours.protocol === 'https:' ? '443' : '80');
  return actual === sourcePort || (sourcePort === '80' && actual === '443');
}

function sameOriginOrUpgrade(ourOrigin: string, gameOrigin: string): boolean {
  if (ourOrigin === gameOrigin) return true;
  const ours = new URL(ourOrigin);
  const game = new URL(gameOrigin);
  return (
    game.protocol === 'http:' &&
    ours.protocol === 'https:' &&
    game.hostname === ours.hostname &&
    (game.port || '80') === '80' &&
    (ours.port || '443') === '443'
  );
}

/** The HTML standard's X-Frame-Options processing, for one ancestor (our origin). */
function xFrameOptionsAllow(value: string | null, gameOrigin: string, ourOrigin: string): boolean {
  if (value === null) return true;
  const options = new Set(
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v !== ''),
  );
  if (options.size > 1) {
    return !['deny', 'allowall', 'sameorigin'].some((v) => options.has(v));
  }
  if (options.has('deny')) return false;
  if (options.has('sameorigin')) return gameOrigin === ourOrigin;
  return true;
}

/** How many same-origin redirects the probe follows. */
const MAX_REDIRECTS = 3;

/**
 * Asks the game's page itself, without its query: 'host' when it lets `ourOrigin` frame it,
 * 'window' when it refuses or redirects to another origin. Throws when the provider does not
 * answer in `timeoutMs` (the caller then opens the game the old way without keeping a verdict).
 */
export async function probeFraming(
  launchUrl: string,
  ourOrigin: string,
  timeoutMs: number,
): Promise<'host' | 'window'> {
  const target = new URL(launchUrl);
  target.search = '';
  target.hash = '';
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetch(target, {
      redirect: 'manual',
      signal,
      headers: { accept: 'text/html' },
    });
    void response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, target);
      if (next.origin !== target.origin) return 'window';
      next.search = '';
      target.href = next.href;
      continue;
    }
    return framingAllowed(response.headers, target.origin, ourOrigin) ? 'host' : 'window';
  }
  return 'window';
}
