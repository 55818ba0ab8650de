/** System endpoints (§7) and the small fixed answers of §18. */
import { z } from 'zod';
import { announcementsValue, AnnouncementQuerySchema } from '../data/announcement-query.ts';
import { countries } from '../data/countries.ts';
import { HELP_TOPICS } from '../data/help-center.ts';
import { registerRules } from '../data/register-rules.ts';
import { buildStatus } from '../data/status.ts';
import { whitelabelTree } from '../data/whitelabel.ts';
import { REPLIED, type HandlerMap, type SandboxDeps } from '../gateway/context.ts';
import { gatewayErrors, parseInput } from '../gateway/errors.ts';
import type { SandboxRuntime } from '../gateway/runtime.ts';
import type { Account } from '../state/types.ts';

const HelpQuerySchema = z
  .object({ lang: z.string().max(10).optional(), device: z.string().max(20).optional() })
  .loose();

export function systemHandlers(deps: SandboxDeps, runtime: SandboxRuntime): HandlerMap {
  const { store, publicUrl } = deps;
  const readSet = (account: Account | null) =>
    account ? new Set(store.announcementsRead(account.id)) : null;
  const status: HandlerMap['systemStatus'] = ({ request }) =>
    buildStatus(store.state, publicUrl, request.ip, runtime.content.resources);
  return {
    systemStatus: status,
    systemStatusV2: status,
    whitelabel: () => whitelabelTree(store.state.whitelabel),
    registerSettings: () => registerRules(),
    country: () => countries(),
    helpCenter: ({ query }) => {
      parseInput(HelpQuerySchema, query);
      return HELP_TOPICS;
    },
    domainRoute: ({ request }) => {
      const host = request.headers.host;
      if (!host) throw gatewayErrors.requestParam();
      return { domain: host };
    },
    collect: ({ reply }) => {
      void reply.code(204).send();
      return REPLIED;
    },
    checkIfAppDomain: () => null,
    announcements: ({ query, account }) =>
      announcementsValue(
        parseInput(AnnouncementQuerySchema, query),
        publicUrl,
        readSet(account),
        runtime.content.banners,
      ),
    announcementsCcs: ({ query, account }) =>
      announcementsValue(
        parseInput(AnnouncementQuerySchema, query),
        publicUrl,
        readSet(account),
        runtime.content.banners,
      ),
  };
}
