/**
 * Which help topic an address opens (spec section 2: `/m/help?i=` and `#terms`). Pure, so the
 * rules are tested as data (test/help.test.tsx):
 * - `#terms` opens the topic the BFF marks as the terms (`HelpTopic.terms`); without one it
 *   falls back to `?i=` like any other address;
 * - `?i=` is a whole number from 0 (digits only: `2`, not `2.0`, `-1`, `0x2` or ` 2`) below the
 *   number of topics;
 * - anything else (missing, malformed, out of range) is the first topic, without an error: an
 *   old or mistyped link still opens the help center.
 */
import type { HelpTopic } from '@app/contracts';

/** The anchor the terms gate's link ends with (help#terms). */
export const TERMS_HASH = '#terms';

export function parseTopicIndex(value: string | null, count: number): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 0;
  const index = Number(value);
  return index < count ? index : 0;
}

export function topicIndexFor(
  location: { search: string; hash: string },
  topics: readonly Pick<HelpTopic, 'terms'>[],
): number {
  if (location.hash.toLowerCase() === TERMS_HASH) {
    const terms = topics.findIndex((topic) => topic.terms);
    if (terms >= 0) return terms;
  }
  return parseTopicIndex(new URLSearchParams(location.search).get('i'), topics.length);
}
