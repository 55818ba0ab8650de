/**
 * The agent centre's endpoints (issue 26; spec section 7 "Agent"; shapes ours: docs/gateway.md
 * "Agents"), and the contract-request check of spec section 6. Gateway field names stay in
 * agent.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import {
  GatewayAffiliateLinkCreatedSchema,
  GatewayAffiliateLinksSchema,
  GatewayContractCheckSchema,
  GatewayCustomerRebatesSchema,
  GatewayDownlineDetailSchema,
  GatewayDownlinesSchema,
  GatewayDownlineTransferSchema,
  GatewayGlobalRebatesSchema,
  GatewayMemberPnlSchema,
  GatewayQuotaGroupsSchema,
  GatewayRegisteredDownlineSchema,
  GatewaySubordinatesSchema,
  GatewayTeamKpiASchema,
  GatewayTeamKpiBSchema,
  MODULE_IDS,
  type GatewayRegisterDownlinePayload,
} from '@app/contracts';
import { endpoint, params, relay } from '../../upstream/endpoints.ts';

type Period = { startDate?: string; endDate?: string };
type Page = { pageNo: number; pageSize: number };
type Product = { productType?: string; memberId?: number };

const agentCall = { moduleId: MODULE_IDS.affiliates, auth: 'member' } as const;

export const ENDPOINTS = {
  teamKpiA: endpoint({
    ...agentCall,
    method: 'GET',
    path: relay('ODSFE2_TeamKPIA'),
    schema: GatewayTeamKpiASchema,
  }),
  teamKpiB: endpoint({
    ...agentCall,
    method: 'GET',
    path: relay('ODSFE2_TeamKPIB'),
    schema: GatewayTeamKpiBSchema,
    query: params<Period>(),
  }),
  subordinates: endpoint({
    ...agentCall,
    method: 'GET',
    path: relay('ODSFE2_Subordinate'),
    schema: GatewaySubordinatesSchema,
  }),
  downlines: endpoint({
    ...agentCall,
    method: 'GET',
    path: '/wps/agent/downlines',
    schema: GatewayDownlinesSchema,
    query: params<Page & { username?: string; parentId?: number; status?: string }>(),
  }),
  downline: endpoint({
    ...agentCall,
    method: 'GET',
    path: '/wps/agent/downline',
    schema: GatewayDownlineDetailSchema,
    query: params<{ memberId: number }>(),
  }),
  globalRebates: endpoint({
    ...agentCall,
    method: 'GET',
    path: relay('MCS2_getGlobalRebateSettingsByProductType'),
    schema: GatewayGlobalRebatesSchema,
    query: params<Product>(),
  }),
  customerRebates: endpoint({
    ...agentCall,
    method: 'GET',
    path: relay('MCS2_getCustomerRebateSettingByProductType'),
    schema: GatewayCustomerRebatesSchema,
    query: params<Product>(),
  }),
  quotaGroups: endpoint({
    ...agentCall,
    method: 'GET',
    path: relay('MCS2_getAgentQuotaGroupByProduct'),
    schema: GatewayQuotaGroupsSchema,
    query: params<Product>(),
  }),
  updateRebates: endpoint({
    ...agentCall,
    method: 'POST',
    path: '/wps/agent/updateDownlineRebates',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ memberId: number; rebates: { productType: string; rate: string }[] }>(),
  }),
  transferDownline: endpoint({
    ...agentCall,
    method: 'POST',
    path: '/wps/agent/transferDownline',
    schema: GatewayDownlineTransferSchema,
    idempotent: false,
    body: params<{ memberId: number; amount: string; requestKey: string }>(),
  }),
  transferMultipleDownline: endpoint({
    ...agentCall,
    method: 'POST',
    path: '/wps/agent/transferMultipleDownline',
    schema: GatewayDownlineTransferSchema,
    idempotent: false,
    body: params<{ transfers: { memberId: number; amount: string }[]; requestKey: string }>(),
  }),
  viewAffUrls: endpoint({
    ...agentCall,
    method: 'GET',
    path: relay('MCS2_wpsViewAffUrls'),
    schema: GatewayAffiliateLinksSchema,
    query: params<{ domain: string }>(),
  }),
  createAffUrl: endpoint({
    ...agentCall,
    method: 'POST',
    path: relay('MCS2_wpsCreateAffUrl'),
    schema: GatewayAffiliateLinkCreatedSchema,
    idempotent: false,
    body: params<{ type: 'PLAYER' | 'AGENT'; remark?: string; domain: string }>(),
  }),
  deleteAffUrl: endpoint({
    ...agentCall,
    method: 'POST',
    path: relay('MCS2_wpsDeleteAffUrl'),
    schema: z.unknown(),
    idempotent: false,
    body: params<{ id: number }>(),
  }),
  regAff: endpoint({
    ...agentCall,
    method: 'POST',
    path: relay('MCS2_wpsRegAff'),
    encryption: 'body',
    schema: GatewayRegisteredDownlineSchema,
    idempotent: false,
    body: params<GatewayRegisterDownlinePayload>(),
  }),
  memberPnl: endpoint({
    ...agentCall,
    method: 'GET',
    path: relay('ODSFE2_MemPNL'),
    schema: GatewayMemberPnlSchema,
    query: params<Period & Page & { username?: string }>(),
  }),
  /** Spec section 6 (name ours): which contract requests wait for the member. */
  contractCheck: endpoint({
    method: 'GET',
    path: relay('MCS2_getContractRequestCheck'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayContractCheckSchema,
  }),
};
