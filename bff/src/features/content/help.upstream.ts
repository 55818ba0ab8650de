/** The help centre (upstream-gateway.md §7; shape defined by the sandbox, §17 gap). */
import type { GatewayHelpCenterSchema } from '@app/contracts';
import type { z } from 'zod';
import { ENDPOINTS } from '../../upstream/endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

export async function fetchHelpCenter(
  gateway: Gateway,
): Promise<z.infer<typeof GatewayHelpCenterSchema>> {
  return gateway.call(ENDPOINTS.helpCenter, {
    query: { lang: await gateway.language(), device: 'MOBILE' },
  });
}
