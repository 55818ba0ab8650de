/**
 * The web's own line behind the BFF's sanitiser (bff/src/lib/sanitize.ts) for operator HTML
 * (inbox messages, notices, popups, promotions, help topics). The BFF's allow-list stays the
 * rule; this deny-list makes sure that, should HTML ever reach the page unsanitised (a cached
 * answer of an older BFF, a bug), it still cannot run, restyle the page or take the app away:
 * - script-like elements, frames and forms are removed, and so are event handlers, inline
 *   styles, classes and javascript:/vbscript:/data:text URLs;
 * - no element keeps an `id` or `name`: either would shadow the page's globals (DOM clobbering:
 *   `<a id="location">`, `<img name="cookie">`, `<form name="getElementById">`);
 * - a link to this site has no target (it stays in the app's tab); any other http(s) link opens
 *   in a new tab with `rel="noopener noreferrer"`; `_top`, `_parent` and named frames never stay.
 * The CSP forbids inline scripts and styles anyway; this keeps them out of the DOM too.
 */
const DROPPED_ELEMENTS =
  'script,style,iframe,frame,frameset,object,embed,link,meta,base,form,input,button,select,textarea,svg,math';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction'];
const DROPPED_ATTRIBUTES = ['style', 'class', 'id', 'name', 'target', 'rel', 'form'];

/** Browsers ignore control characters and spaces inside a scheme (`java\tscript:`). */
function withoutBlanks(value: string): string {
  return [...value].filter((c) => c.charCodeAt(0) > 32).join('');
}

/** Whether `href` leaves the site: an http(s) URL of another origin. */
function leavesTheSite(href: string, site: string): boolean {
  let url: URL;
  try {
    url = new URL(withoutBlanks(href), site);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== new URL(site).origin
  );
}

export function operatorMarkup(html: string, site: string = window.location.href): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  for (const element of root.querySelectorAll(DROPPED_ELEMENTS)) element.remove();
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      const unsafeUrl =
        URL_ATTRIBUTES.includes(lower) &&
        /^(javascript|vbscript|data:text)/i.test(withoutBlanks(value));
      if (lower.startsWith('on') || DROPPED_ATTRIBUTES.includes(lower) || unsafeUrl) {
        element.removeAttribute(name);
      }
    }
    const href = element.tagName === 'A' ? element.getAttribute('href') : null;
    if (href !== null && leavesTheSite(href, site)) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}
