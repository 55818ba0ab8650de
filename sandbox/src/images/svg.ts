/**
 * SVG images the sandbox renders on the fly for /cdn: banners, logo, app icon, flags, vendor
 * logos and a generic placeholder. Colours derive from the name, so the same URL always gives the
 * same picture and different ids look different.
 */

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function hue(seed: string, offset = 0): number {
  return (hash(seed) + offset) % 360;
}

function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}

export function bannerSvg(id: string, title: string): string {
  const h1 = hue(id);
  const h2 = (h1 + 60) % 360;
  const text = escapeXml(title);
  return svg(
    750,
    300,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${h1},70%,38%)"/><stop offset="1" stop-color="hsl(${h2},75%,22%)"/>` +
      `</linearGradient></defs><rect width="750" height="300" fill="url(#g)"/>` +
      `<circle cx="640" cy="60" r="120" fill="hsl(${h2},80%,60%)" opacity="0.25"/>` +
      `<circle cx="90" cy="270" r="90" fill="hsl(${h1},80%,70%)" opacity="0.2"/>` +
      `<text x="40" y="165" font-family="Arial,Helvetica,sans-serif" font-size="46" font-weight="700" fill="#fff">${text}</text>` +
      `<text x="40" y="215" font-family="Arial,Helvetica,sans-serif" font-size="22" fill="#ffe8a3">TCG Demo · 21+ · Play responsibly</text>`,
    title,
  );
}

export function logoSvg(): string {
  return svg(
    240,
    64,
    `<rect width="240" height="64" rx="12" fill="#15171c"/>` +
      `<circle cx="32" cy="32" r="20" fill="#f5b301"/><text x="32" y="40" text-anchor="middle" font-family="Arial" font-size="22" font-weight="700" fill="#15171c">T</text>` +
      `<text x="62" y="42" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="700" fill="#f5b301">TCG DEMO</text>`,
    'TCG Demo logo',
  );
}

export function appIconSvg(): string {
  return svg(
    192,
    192,
    `<rect width="192" height="192" rx="40" fill="#f5b301"/>` +
      `<text x="96" y="124" text-anchor="middle" font-family="Arial" font-size="96" font-weight="700" fill="#15171c">T</text>`,
    'App icon',
  );
}

export function flagSvg(code: string): string {
  const c = code.toUpperCase();
  const h = hue(c);
  return svg(
    60,
    40,
    `<rect width="60" height="40" fill="hsl(${h},65%,45%)"/>` +
      `<rect y="13" width="60" height="14" fill="#fff"/>` +
      `<rect y="27" width="60" height="13" fill="hsl(${(h + 150) % 360},65%,40%)"/>` +
      `<text x="30" y="25" text-anchor="middle" font-family="Arial" font-size="11" font-weight="700" fill="#222">${escapeXml(c)}</text>`,
    `${c} flag`,
  );
}

export function vendorLogoSvg(vendor: string, variant: 'BLACK' | 'WHITE'): string {
  const fg = variant === 'BLACK' ? '#111' : '#fff';
  return svg(
    200,
    80,
    `<rect width="200" height="80" rx="10" fill="none" stroke="${fg}" stroke-width="3"/>` +
      `<text x="100" y="52" text-anchor="middle" font-family="Arial" font-size="30" font-weight="700" fill="${fg}">${escapeXml(vendor)}</text>`,
    `${vendor} logo`,
  );
}

export function placeholderSvg(name: string): string {
  const h = hue(name);
  return svg(
    200,
    200,
    `<rect width="200" height="200" fill="hsl(${h},55%,40%)"/>` +
      `<text x="100" y="108" text-anchor="middle" font-family="Arial" font-size="16" fill="#fff">${escapeXml(name.slice(0, 22))}</text>`,
    name,
  );
}

const FONT = 'Arial,Helvetica,sans-serif';

/** Splits a name into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A game icon: the game name on a tile coloured from its node id, vendor and type below. */
export function gameTileSvg(
  nodeId: string,
  name: string,
  vendor: string,
  gameType: string,
  size = 200,
): string {
  const h1 = hue(`game-${nodeId}`);
  const h2 = (h1 + 40) % 360;
  const lines = wrap(name, 14);
  const lineHeight = 24;
  const top = 100 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="100" y="${top + i * lineHeight}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return svg(
    size,
    size,
    `<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="hsl(${h1},70%,45%)"/><stop offset="1" stop-color="hsl(${h2},70%,25%)"/>` +
      `</linearGradient></defs><g transform="scale(${size / 200})">` +
      `<rect width="200" height="200" rx="24" fill="url(#t)"/>` +
      `<circle cx="170" cy="30" r="46" fill="hsl(${h2},80%,65%)" opacity="0.25"/>` +
      text +
      `<rect x="0" y="164" width="200" height="36" fill="#000" opacity="0.35"/>` +
      `<text x="100" y="188" text-anchor="middle" font-family="${FONT}" font-size="14" fill="#ffe8a3">${escapeXml(vendor)} · ${escapeXml(gameType)}</text></g>`,
    name,
  );
}

/** A football-style crest with the team's initials. */
export function teamCrestSvg(team: string): string {
  const h = hue(`team-${team}`);
  const initials = team
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
  return svg(
    96,
    96,
    `<path d="M48 4 L88 16 L84 56 Q78 80 48 92 Q18 80 12 56 L8 16 Z" fill="hsl(${h},65%,42%)" stroke="#fff" stroke-width="4"/>` +
      `<path d="M48 4 L88 16 L84 56 Q78 80 48 92 Z" fill="hsl(${(h + 30) % 360},70%,30%)" opacity="0.5"/>` +
      `<text x="48" y="58" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
    `${team} crest`,
  );
}

/** A vendor tile for the provider lists: the vendor name on a dark card. */
export function vendorTileSvg(code: string, name: string, size: 'small' | 'large'): string {
  const [w, hgt] = size === 'large' ? [360, 200] : [180, 100];
  const h = hue(`vendor-${code}`);
  return svg(
    w,
    hgt,
    `<g transform="scale(${w / 180})"><rect width="180" height="100" rx="14" fill="#15171c"/>` +
      `<rect x="6" y="6" width="168" height="88" rx="10" fill="none" stroke="hsl(${h},75%,55%)" stroke-width="3"/>` +
      `<text x="90" y="52" text-anchor="middle" font-family="${FONT}" font-size="${name.length > 12 ? 16 : 22}" font-weight="700" fill="#fff">${escapeXml(name)}</text>` +
      `<text x="90" y="76" text-anchor="middle" font-family="${FONT}" font-size="12" fill="hsl(${h},80%,70%)">${escapeXml(code)}</text></g>`,
    `${name} logo`,
  );
}
