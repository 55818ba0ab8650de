/**
 * A second line behind the BFF's sanitiser (bff/src/lib/sanitize.ts) for the help topics' HTML:
 * should a topic ever reach the page unsanitised (a cached answer of an older BFF, a bug), this
 * still drops what could run or restyle the page: script-like elements, event handlers, inline
 * styles and javascript: links. The BFF's allow-list stays the rule; this is a deny-list.
 * The CSP forbids inline scripts and styles anyway; this keeps them out of the DOM too.
 */
const DROPPED_ELEMENTS = 'script,style,iframe,frame,object,embed,link,meta,base,form,svg,math';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction'];

/** Browsers ignore control characters and spaces inside a scheme (`java\tscript:`). */
function withoutBlanks(value: string): string {
  return [...value].filter((c) => c.charCodeAt(0) > 32).join('');
}

export function safeMarkup(html: string): string {
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
      if (lower.startsWith('on') || lower === 'style' || lower === 'class' || unsafeUrl) {
        element.removeAttribute(name);
      }
    }
  }
  return template.innerHTML;
}

/** Whether the markup's first element is a heading that says `title` (spaces and case aside). */
export function opensWithHeading(html: string, title: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  const first = template.content.firstElementChild;
  if (!first || !/^H[1-6]$/.test(first.tagName)) return false;
  const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return words(first.textContent ?? '') === words(title);
}
