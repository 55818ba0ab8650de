/**
 * A second line behind the BFF's sanitiser (bff/src/lib/sanitize.ts) for the help topics' HTML:
 * the web's pass over every operator's HTML (components/ui/operator-markup.ts): nothing that
 * runs, restyles, clobbers a global by id or name, or takes the app away by a link's target.
 */
import { operatorMarkup } from '../../components/ui/operator-markup.ts';

export function safeMarkup(html: string): string {
  return operatorMarkup(html);
}

/** Whether the markup's first element is a heading that says `title` (spaces and case aside). */
export function opensWithHeading(html: string, title: string): boolean {
  // No markup (a page rendered on the server carries the topic empty): nothing to look into.
  if (!html) return false;
  const template = document.createElement('template');
  template.innerHTML = html;
  const first = template.content.firstElementChild;
  if (!first || !/^H[1-6]$/.test(first.tagName)) return false;
  const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return words(first.textContent ?? '') === words(title);
}
