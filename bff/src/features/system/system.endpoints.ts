/**
 * The system endpoints (upstream-gateway.md §7): status, register rules, dialing codes.
 * Gateway field names stay in system.upstream.ts, the only reader of this table.
 */
import {
  GatewayCountriesSchema,
  GatewayStatusSchema,
  MODULE_IDS,
  RegisterRulesSchema,
} from '@app/contracts';
import { endpoint } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  /** The mobile build's status; older gateways only have `statusLegacy`. */
  status: endpoint({
    method: 'GET',
    path: '/wps/v2/system/status',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayStatusSchema,
  }),
  statusLegacy: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayStatusSchema,
  }),
  registerRules: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: MODULE_IDS.register,
    auth: 'public',
    schema: RegisterRulesSchema,
  }),
  /** The dialing codes the SMS login offers (§7). */
  countries: endpoint({
    method: 'GET',
    path: '/wps/system/country',
    moduleId: MODULE_IDS.common,
    auth: 'public',
    schema: GatewayCountriesSchema,
  }),
} as const;
