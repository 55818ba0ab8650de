/**
 * The salary, dividend and hourly contracts' endpoints (issue 26; spec section 7 "Dividend and
 * salary"; shapes ours: docs/gateway.md "Agents"). Gateway field names stay in
 * contracts.upstream.ts, the only reader of this table.
 */
import {
  GatewayContractDecisionSchema,
  GatewayContractHistorySchema,
  GatewayContractInfoSchema,
  GatewayContractRequestSchema,
  GatewayContractRequestValueSchema,
  GatewayCurrentIncomeSchema,
  GatewayDividendPayoutSchema,
  GatewayIncomeRecordsSchema,
  GatewayPrevAndCurrIncomeSchema,
  MODULE_IDS,
  type GatewayContractType,
} from '@app/contracts';
import { endpoint, params, relay } from '../../upstream/endpoints.ts';

type Typed = { contractType: GatewayContractType };
type Page = { pageNo: number; pageSize: number };

const contractCall = { moduleId: MODULE_IDS.common, auth: 'member' } as const;

export const ENDPOINTS = {
  salaryInfo: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('MCS2_getContractDailySalInfo'),
    schema: GatewayContractInfoSchema,
    query: params<Typed>(),
  }),
  dividendInfo: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('MCS2_getContractDividendInfo'),
    schema: GatewayContractInfoSchema,
  }),
  pendingRequest: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('MCS2_getContracDailySalReq'),
    schema: GatewayContractRequestValueSchema,
    query: params<Typed>(),
  }),
  applyContract: endpoint({
    ...contractCall,
    method: 'POST',
    path: relay('MCS2_applyContractDailySal'),
    schema: GatewayContractRequestSchema,
    idempotent: false,
    body: params<
      Typed & {
        memberId: number;
        period?: 'HALF_MONTH' | 'MONTH';
        tiers: { minTurnover: string; minActiveMembers: number; pay: string }[];
      }
    >(),
  }),
  processContract: endpoint({
    ...contractCall,
    method: 'POST',
    path: relay('MCS2_processDailySalContract'),
    schema: GatewayContractDecisionSchema,
    idempotent: false,
    body: params<Typed & { requestId: number; action: 'ACCEPT' | 'DECLINE' }>(),
  }),
  history: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('MCS2_getDailySalContractHist'),
    schema: GatewayContractHistorySchema,
    query: params<Typed & Page>(),
  }),
  prevAndCurrIncome: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('ODS2_AgentPrevAndCurrIncome'),
    schema: GatewayPrevAndCurrIncomeSchema,
    query: params<Typed>(),
  }),
  currentSalary: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('ODS2_CurrentDailySalary'),
    schema: GatewayCurrentIncomeSchema,
    query: params<Typed>(),
  }),
  querySalary: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('MCS2_QueryDailySalary'),
    schema: GatewayIncomeRecordsSchema,
    query: params<Typed & Page & { startDate?: string; endDate?: string }>(),
  }),
  currentDividend: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('ODSFE2_CurrentDividend'),
    schema: GatewayCurrentIncomeSchema,
  }),
  queryDividend: endpoint({
    ...contractCall,
    method: 'GET',
    path: relay('ODSFE2_QueryDividend'),
    schema: GatewayIncomeRecordsSchema,
    query: params<Page & { startDate?: string; endDate?: string }>(),
  }),
  payoutDividend: endpoint({
    ...contractCall,
    method: 'POST',
    path: relay('ODSFE2_PayoutDividend'),
    schema: GatewayDividendPayoutSchema,
    idempotent: false,
    body: params<{ requestKey: string }>(),
  }),
};
