/**
 * Rewards at the gateway (upstream-gateway.md §14): the reward centre's raffle rewards and their
 * claim (REWCEN3), the turntable and what was received, the MISSION rank board. The only code that
 * knows their field names; amounts arrive as minor units (contracts' GatewayAmountSchema).
 */
import type { Leaderboard, Received, Reward, Turntable } from '@app/contracts';
import { amountText } from '@app/contracts';
import type { EndpointValue } from '../../upstream/endpoints.ts';
import { ENDPOINTS } from './rewards.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

type GatewayRaffle = EndpointValue<typeof ENDPOINTS.claimRaffle>;
type GatewayReceived = EndpointValue<typeof ENDPOINTS.receivedRewards>[number];

const STATUS = { UNCLAIMED: 'claimable', CLAIMED: 'claimed', EXPIRED: 'expired' } as const;

function rewardOf(raffle: GatewayRaffle): Reward {
  return {
    id: raffle.rewardId,
    title: raffle.title,
    amount: amountText(raffle.amount),
    source: raffle.source?.trim() || null,
    status: STATUS[raffle.status],
    createdAt: raffle.createTime,
    claimedAt: raffle.claimTime ?? null,
    expiresAt: raffle.expireTime ?? null,
  };
}

function receivedOf(record: GatewayReceived): Received {
  return {
    id: record.recordId,
    title: record.title,
    amount: amountText(record.amount),
    source: record.source?.trim() || null,
    receivedAt: record.receiveTime,
  };
}

export async function fetchRewards(gateway: Gateway): Promise<Reward[]> {
  return (await gateway.call(ENDPOINTS.raffleRewards)).map(rewardOf);
}

export async function postClaim(
  gateway: Gateway,
  claim: { id: number; requestKey: string },
): Promise<Reward> {
  return rewardOf(
    await gateway.call(ENDPOINTS.claimRaffle, {
      body: { rewardId: claim.id, requestKey: claim.requestKey },
    }),
  );
}

export async function fetchTurntable(gateway: Gateway): Promise<Turntable & { ids: number[] }> {
  const value = await gateway.call(ENDPOINTS.turntable);
  const prizes = value.prizes.map((p) => ({
    id: p.prizeId,
    label: p.label,
    amount: amountText(p.amount),
  }));
  return { spins: value.spins, prizes, ids: prizes.map((p) => p.id) };
}

export async function postSpin(
  gateway: Gateway,
  requestKey: string,
): Promise<{ prizeId: number; spinsLeft: number; received: Received }> {
  const value = await gateway.call(ENDPOINTS.spinTurntable, { body: { requestKey } });
  return { prizeId: value.prizeId, spinsLeft: value.spinsLeft, received: receivedOf(value.record) };
}

export async function fetchReceived(gateway: Gateway): Promise<Received[]> {
  return (await gateway.call(ENDPOINTS.receivedRewards)).map(receivedOf);
}

export async function fetchLeaderboard(gateway: Gateway): Promise<Leaderboard> {
  const value = await gateway.call(ENDPOINTS.rankBoard);
  return {
    title: value.title?.trim() || null,
    startTime: value.startTime ?? null,
    endTime: value.endTime ?? null,
    rows: [...value.list]
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({
        rank: row.rank,
        player: row.account,
        score: amountText(row.score),
        prize: row.prize == null ? null : amountText(row.prize),
      })),
    me: value.self ? { rank: value.self.rank ?? null, score: amountText(value.self.score) } : null,
  };
}
