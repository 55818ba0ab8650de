/**
 * The wallet endpoints: wallets, deposit, withdrawal and the records (issue 13; shapes ours: the
 * sandbox README).
 * Gateway field names stay in wallet.upstream.ts, the only reader of this table.
 */
import { z } from 'zod';
import {
  GatewayBankCardsSchema,
  GatewayBanksSchema,
  GatewayBetSchema,
  GatewayDepositChannelsSchema,
  GatewayDepositPromosSchema,
  GatewayDepositSchema,
  GatewayHasPasswordSchema,
  GatewayLimitsSchema,
  gatewayPage,
  GatewayTransactionSchema,
  GatewayTxCodesSchema,
  GatewayWalletsSchema,
  GatewayWithdrawalSchema,
  MODULE_IDS,
} from '@app/contracts';
import { endpoint, params, relay } from '../../upstream/endpoints.ts';

/** A report's query: Manila days and a page. */
type ReportQuery = { startDate: string; endDate: string; pageNo: number; pageSize: number };

export const ENDPOINTS = {
  gcsWallets: endpoint({
    method: 'GET',
    path: '/wps/wallets/gcs',
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayWalletsSchema,
  }),
  walletTransfer: endpoint({
    method: 'POST',
    path: relay('GCS_walletTransfer'),
    moduleId: MODULE_IDS.fundTransfer,
    auth: 'member',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ from: string; to: string; amount: string; requestKey: string }>(),
  }),
  depositSettings: endpoint({
    method: 'GET',
    path: relay('MCSFE_getDepositSettings'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayLimitsSchema,
  }),
  withdrawSettings: endpoint({
    method: 'GET',
    path: relay('MCSFE_getWithdrawSettings'),
    moduleId: MODULE_IDS.withdraw,
    auth: 'member',
    schema: GatewayLimitsSchema,
    query: params<{ groupId: number }>(),
  }),
  depositChannels: endpoint({
    method: 'GET',
    path: relay('MCS2_depositBanksByVendor'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayDepositChannelsSchema,
  }),
  depositPromos: endpoint({
    method: 'GET',
    path: relay('MCS2_depositPromoList'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayDepositPromosSchema,
  }),
  depositManual: endpoint({
    method: 'POST',
    path: relay('MCS2_depositManualTransfer'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayDepositSchema,
    idempotent: false,
    body: params<{
      bankCode: string;
      amount: string;
      depositorName: string;
      promoId?: number;
      requestKey: string;
    }>(),
  }),
  depositGateway: endpoint({
    method: 'POST',
    path: relay('MCS2_depositPaymentGateway'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: GatewayDepositSchema,
    idempotent: false,
    body: params<{
      vendor: string;
      amount: string;
      returnUrl: string;
      promoId?: number;
      requestKey: string;
    }>(),
  }),
  depositReport: endpoint({
    method: 'GET',
    path: relay('MCS2_depositTransactioNReport'),
    moduleId: MODULE_IDS.deposit,
    auth: 'member',
    schema: gatewayPage(GatewayDepositSchema),
    query: params<ReportQuery>(),
  }),
  bankCards: endpoint({
    method: 'GET',
    path: relay('MCS2_bankCards'),
    moduleId: MODULE_IDS.bindCard,
    auth: 'member',
    schema: GatewayBankCardsSchema,
  }),
  withdrawBanks: endpoint({
    method: 'GET',
    path: relay('MCS2_withdrawBanks'),
    moduleId: MODULE_IDS.withdraw,
    auth: 'member',
    schema: GatewayBanksSchema,
  }),
  bindBankCard: endpoint({
    method: 'PUT',
    path: '/wps/member/bankCard',
    moduleId: MODULE_IDS.bindCard,
    auth: 'member',
    encryption: 'body',
    schema: z.unknown(),
    idempotent: false,
    body: params<{ bankCode: string; accountName: string; accountNo: string }>(),
  }),
  hasWithdrawalPassword: endpoint({
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    moduleId: MODULE_IDS.paymentPassword,
    auth: 'member',
    schema: GatewayHasPasswordSchema,
  }),
  paymentPassword: endpoint({
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    moduleId: MODULE_IDS.paymentPassword,
    auth: 'member',
    encryption: 'body',
    schema: z.unknown(),
    idempotent: false,
    body: params<{
      oldPaymentPassword?: string;
      paymentPassword: string;
      confirmPaymentPassword: string;
    }>(),
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/transaction/withdraw',
    moduleId: MODULE_IDS.withdraw,
    auth: 'member',
    encryption: 'body',
    schema: GatewayWithdrawalSchema,
    idempotent: false,
    body: params<{
      amount: string;
      bankCardId: number;
      paymentPassword: string;
      requestKey: string;
    }>(),
  }),
  withdrawReport: endpoint({
    method: 'GET',
    path: relay('MCS2_WithdrawTransactionReport'),
    moduleId: MODULE_IDS.withdraw,
    auth: 'member',
    schema: gatewayPage(GatewayWithdrawalSchema),
    query: params<ReportQuery>(),
  }),
  txCodes: endpoint({
    method: 'GET',
    path: relay('GLS2_TxCodeList'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayTxCodesSchema,
  }),
  memberTransactions: endpoint({
    method: 'GET',
    path: relay('ODS2_MemberTransaction'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: gatewayPage(GatewayTransactionSchema),
    query: params<ReportQuery & { txCode?: string }>(),
  }),
  memberBets: endpoint({
    method: 'GET',
    path: relay('ODS2_MemberBetReport'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: gatewayPage(GatewayBetSchema),
    query: params<ReportQuery>(),
  }),
} as const;
