/** System endpoints (§7) and the small fixed answers of §18. */
import { z } from 'zod';
import { REPLIED } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import type { EndpointSpec } from '../../gateway/endpoint.ts';
import { gatewayErrors, parseInput } from '../../gateway/errors.ts';
import { countries } from './countries.data.ts';
import { HELP_TOPICS } from './help-center.ts';
import { MerchantSlice } from './merchant.state.ts';
import { buildStatus } from './status.ts';
import { whitelabelTree } from './whitelabel.ts';

const HelpQuerySchema = z
  .object({ lang: z.string().max(10).optional(), device: z.string().max(20).optional() })
  .loose();

/** The public plain rows of §7: GET, COMM3 unless said. */
function system(path: string, extra: Partial<EndpointSpec> = {}) {
  return {
    methods: ['GET'],
    path,
    moduleIds: ['COMM3'],
    login: 'public',
    encryption: 'none',
    ...extra,
  } as const satisfies EndpointSpec;
}

export const systemRelays = defineRelays(
  {
    systemStatus: system('/wps/system/status'),
    systemStatusV2: system('/wps/v2/system/status'),
    whitelabel: system('/wps/system/whitelabel'),
    registerSettings: system('/wps/system/setting/register', { moduleIds: ['REG3'] }),
    country: system('/wps/system/country'),
    helpCenter: system('/wps/system/helpCenter'),
    domainRoute: system('/wps/system/domainRoute'),
    collect: system('/wps/system/collect', { methods: ['POST'] }),
    checkIfAppDomain: system('/wps/relay/WPSCORE_checkIfAppDomain'),
  },
  (deps) => {
    const { publicUrl, runtime } = deps;
    const merchant = deps.slice(MerchantSlice);
    const status = ({ request }: { request: { ip: string } }) =>
      buildStatus(
        {
          ...merchant.status(),
          whitelabel: merchant.whitelabel(),
          register: merchant.registerRules(),
        },
        publicUrl,
        request.ip,
        runtime.content.resources,
      );
    return {
      systemStatus: status,
      systemStatusV2: status,
      whitelabel: () => whitelabelTree(merchant.whitelabel()),
      registerSettings: () => merchant.registerRules(),
      country: () => countries(),
      helpCenter: ({ query }) => {
        parseInput(HelpQuerySchema, query);
        return runtime.emptied('helpCentre') ? [] : HELP_TOPICS;
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
    };
  },
);
