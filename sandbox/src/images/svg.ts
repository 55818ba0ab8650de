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
