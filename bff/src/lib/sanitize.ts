/**
 * Upstream HTML (help topics, announcements, inbox messages, popups, promotions) is rendered by
 * the web app, so it is reduced here, once, to a safe subset: text formatting, lists, tables,
 * links and images. No scripts, styles, event handlers, forms or frames survive; links may only
 * be http(s), mailto or tel.
 *
 * Operator HTML must not take the app away (issue 25, defect 8):
 * - a link either stays inside the site (a relative path or `#anchor`: no `target`) or opens in
 *   a new tab (`target="_blank" rel="noopener noreferrer"`); the operator's own `target`
 *   (`_top`, `_parent`, a named frame) and `rel` are never kept;
 * - no `id` or `name` on any element: either would let the HTML shadow globals of the page
 *   (DOM clobbering: `<a id="location">` makes `window.location` an anchor for code that reads
 *   it by name, `<img name="cookie">` shadows `document.cookie`).
 */
import sanitizeHtml from 'sanitize-html';

/** Where a link goes: inside the site, to another site, or to an app (mailto:, tel:). */
export type LinkDestination = 'inside' | 'outside' | 'app';

/** Browsers ignore control characters and blanks around a URL, and read `\` as `/`. */
export function linkDestination(href: string): LinkDestination {
  const url = [...href].filter((c) => c.charCodeAt(0) > 32).join('');
  if (/^[/\\]{2}/.test(url) || /^https?:/i.test(url)) return 'outside';
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return 'app';
  return 'inside';
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
  ],
  // No `id`, `name`, `form` or `class` anywhere: the listed attributes are the only ones kept.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept: sanitizeHtml.Attributes = {};
      if (href !== undefined) kept.href = href;
      if (title !== undefined) kept.title = title;
      // The operator's target and rel are dropped whatever they say; ours depend on the href.
      if (href !== undefined && linkDestination(href) === 'outside') Object.assign(kept, NEW_TAB);
      return { tagName, attribs: kept };
    },
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

export function sanitizeUpstreamHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
