/** The help centre (upstream-gateway.md §7; shape defined by the sandbox, §17 gap). */
import type { HelpCenter } from '@app/contracts';
import { sanitizeUpstreamHtml } from '../../lib/sanitize.ts';
import { ENDPOINTS } from './content.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

/**
 * The anchor the terms gate's link names (help#terms), in the gateway's own HTML: the sanitiser
 * drops every `id` (DOM clobbering), so the mark is read before it runs.
 */
const TERMS_ANCHOR = /\sid\s*=\s*(["']?)terms\1[\s/>]/i;
/** "Terms" in the site's languages (EN Terms, PT Termos, TY Tuntunin), for a topic without it. */
const TERMS_TITLE = /\b(terms|termos|tuntunin)\b/i;

/**
 * Which topic help#terms opens: the gateway names no topic, so the first whose content carries
 * the `terms` anchor, else the first whose title names the terms; -1 when none does (the web then
 * opens the first topic, as for any index it cannot use).
 */
export function termsTopicIndex(topics: readonly { title: string; contentHtml: string }[]): number {
  const byAnchor = topics.findIndex((topic) => TERMS_ANCHOR.test(topic.contentHtml));
  return byAnchor >= 0 ? byAnchor : topics.findIndex((topic) => TERMS_TITLE.test(topic.title));
}

/** Help topics with their HTML reduced to a safe subset, in the gateway's order. */
export async function fetchHelpCenter(gateway: Gateway): Promise<HelpCenter> {
  const topics = await gateway.call(ENDPOINTS.helpCenter, {
    query: { lang: await gateway.language(), device: 'MOBILE' },
  });
  const terms = termsTopicIndex(
    topics.map((topic) => ({ title: topic.title, contentHtml: topic.content })),
  );
  const clean = topics.map((topic) => ({
    title: topic.title.trim(),
    contentHtml: sanitizeUpstreamHtml(topic.content),
  }));
  return { topics: clean.map((topic, index) => ({ ...topic, terms: index === terms })) };
}
