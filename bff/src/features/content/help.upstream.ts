/** The help centre (upstream-gateway.md §7; shape defined by the sandbox, §17 gap). */
import type { HelpCenter } from '@app/contracts';
import { sanitizeUpstreamHtml } from '../../lib/sanitize.ts';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

/** Help topics with their HTML reduced to a safe subset, in the gateway's order. */
export async function fetchHelpCenter(gateway: Gateway): Promise<HelpCenter> {
  const topics = await gateway.call(ENDPOINTS.helpCenter, {
    query: { lang: await gateway.language(), device: 'MOBILE' },
  });
  return {
    topics: topics.map((topic) => ({
      title: topic.title.trim(),
      contentHtml: sanitizeUpstreamHtml(topic.content),
    })),
  };
}
