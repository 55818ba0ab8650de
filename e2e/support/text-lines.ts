/** How a text is laid out in lines, as the player sees it. */
import type { Locator } from '@playwright/test';

/**
 * The words of `element` that a line break cuts in two ("Promotion / s"): a word whose glyphs
 * sit on more than one line.
 */
export function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set(
          Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}
