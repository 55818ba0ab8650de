/**
 * The reward endpoints (upstream-gateway.md §14; issue 14: the lists are gap shapes,
 * docs/gateway.md).
 * Gateway field names stay in rewards.upstream.ts, the only reader of this table.
 */
import {
  GatewayRaffleRewardListSchema,
  GatewayRaffleRewardSchema,
  GatewayRankBoardSchema,
  GatewayReceivedListSchema,
  GatewaySpinSchema,
  GatewayTurntableSchema,
  MODULE_IDS,
} from '@app/contracts';
import { endpoint, params, relay } from '../../upstream/endpoints.ts';

export const ENDPOINTS = {
  /** The MISSION board; with the member's token it carries their own place. */
  rankBoard: endpoint({
    method: 'GET',
    path: relay('PROMOFE_getRankBoardList'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayRankBoardSchema,
  }),
  raffleRewards: endpoint({
    method: 'GET',
    path: relay('MCSFE_getRafflePromotionList'),
    moduleId: MODULE_IDS.rewardCentre,
    auth: 'member',
    schema: GatewayRaffleRewardListSchema,
  }),
  /** Moves money: sent at most once; the request key makes a repeat harmless upstream too. */
  claimRaffle: endpoint({
    method: 'POST',
    path: relay('MCSFE_claimRafflePromotion'),
    moduleId: MODULE_IDS.rewardCentre,
    auth: 'member',
    schema: GatewayRaffleRewardSchema,
    idempotent: false,
    body: params<{ rewardId: number; requestKey: string }>(),
  }),
  turntable: endpoint({
    method: 'GET',
    path: relay('MCSFE_getTurntable'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayTurntableSchema,
  }),
  spinTurntable: endpoint({
    method: 'POST',
    path: relay('MCSFE_spinTurntable'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewaySpinSchema,
    idempotent: false,
    body: params<{ requestKey: string }>(),
  }),
  receivedRewards: endpoint({
    method: 'GET',
    path: relay('MCSFE_getReceivedRewardList'),
    moduleId: MODULE_IDS.common,
    auth: 'member',
    schema: GatewayReceivedListSchema,
  }),
} as const;
