/**
 * The VIP club, the reward centre, the turntable and the MISSION leaderboard (issue 14;
 * upstream-gateway.md §6 and §14 name the relays, the shapes are ours: data/rewards.ts).
 *
 * A claim and a spin move money into the main wallet (a BON ledger entry). Both take a
 * `requestKey`: the same key again gets the first answer back and moves nothing (a double tap, a
 * retried request); a claimed reward cannot be claimed again whatever the key.
 */
import { parseVipLevel } from '@app/contracts';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  LEADERBOARD_PRIZES_CENTS,
  LEADERBOARD_SEED,
  TURNTABLE_PRIZES,
  VIP_LEVEL_TURNOVER_CENTS,
  VIP_TIER_PAY,
} from '../data/rewards.ts';
import { requireAccount, type HandlerMap, type SandboxDeps } from '../gateway/context.ts';
import { GatewayError, gatewayErrors, parseInput } from '../gateway/errors.ts';
import type { SandboxStore } from '../state/store.ts';
import type { Account, RewardsState } from '../state/types.ts';

/** Minor units as the gateway's JSON number. */
const amount = (cents: number) => cents / 100;
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MAX_RECEIVED = 200;

const RequestKeySchema = z.string().regex(/^[\w-]{8,64}$/);
const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const ClaimSchema = z
  .object({ rewardId: IdSchema, requestKey: RequestKeySchema.optional() })
  .loose();
const SpinSchema = z.object({ requestKey: RequestKeySchema.optional() }).loose();

const notClaimable = () =>
  new GatewayError(400, 'reward.not.claimable', 'This reward cannot be claimed');
const noSpins = () => new GatewayError(400, 'turntable.no.spins', 'No spins left');

/** The first day of the Manila month, and of the Manila week (Monday), as epoch ms. */
function manilaStarts(now: number): { month: number; week: number } {
  const local = new Date(now + MANILA_OFFSET_MS);
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - MANILA_OFFSET_MS;
  const dayStart =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - MANILA_OFFSET_MS;
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return { month, week: dayStart - sinceMonday * DAY_MS };
}

/** The member's stakes since `from` (every bet when 0), minor units. */
function turnoverSince(store: SandboxStore, account: Account, from: number): number {
  return store
    .wallet(account.id)
    .bets.filter((bet) => bet.createdAt >= from)
    .reduce((sum, bet) => sum + bet.stakeCents, 0);
}

function mask(username: string): string {
  return username.length <= 4
    ? `${username.slice(0, 1)}***`
    : `${username.slice(0, 2)}***${username.slice(-2)}`;
}

type Raffle = RewardsState['raffles'][number];

function raffleStatus(raffle: Raffle, now: number): Raffle['status'] {
  if (raffle.status === 'UNCLAIMED' && raffle.expireTime !== null && raffle.expireTime <= now) {
    return 'EXPIRED';
  }
  return raffle.status;
}

function raffleValue(raffle: Raffle, now: number) {
  return {
    rewardId: raffle.rewardId,
    title: raffle.title,
    amount: amount(raffle.amountCents),
    source: raffle.source,
    status: raffleStatus(raffle, now),
    createTime: raffle.createTime,
    claimTime: raffle.claimTime,
    expireTime: raffle.expireTime,
  };
}

function receivedValue(record: RewardsState['received'][number]) {
  return {
    recordId: record.recordId,
    title: record.title,
    amount: amount(record.amountCents),
    source: record.source,
    receiveTime: record.receiveTime,
  };
}

/** The prize the wheel stops on: the one a control chose, else a weighted draw. */
function drawPrize(rewards: RewardsState): (typeof TURNTABLE_PRIZES)[number] {
  const chosen = TURNTABLE_PRIZES.find((p) => p.prizeId === rewards.nextPrizeId);
  rewards.nextPrizeId = null;
  if (chosen) return chosen;
  const total = TURNTABLE_PRIZES.reduce((sum, p) => sum + p.weight, 0);
  let ticket = randomInt(total);
  for (const prize of TURNTABLE_PRIZES) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return TURNTABLE_PRIZES[0];
}

export function rewardHandlers(deps: SandboxDeps): HandlerMap {
  const { store } = deps;

  const claim: NonNullable<HandlerMap['claimRaffle']> = (ctx) => {
    const { account } = requireAccount(ctx);
    const body = parseInput(ClaimSchema, ctx.payload);
    const rewards = store.rewards(account.id);
    const key = body.requestKey && `claim:${body.requestKey}`;
    if (key && Object.hasOwn(rewards.answered, key)) return rewards.answered[key];
    const now = Date.now();
    const raffle = rewards.raffles.find((r) => r.rewardId === body.rewardId);
    if (!raffle || raffleStatus(raffle, now) !== 'UNCLAIMED') throw notClaimable();
    if (!store.post(account.id, 'BON', raffle.amountCents, `Reward: ${raffle.title}`)) {
      throw gatewayErrors.systemBusy();
    }
    raffle.status = 'CLAIMED';
    raffle.claimTime = now;
    const answer = raffleValue(raffle, now);
    if (key) rewards.answered[key] = answer;
    store.changed();
    return answer;
  };

  return {
    vipClub: () => ({
      currency: 'PHP',
      tiers: VIP_TIER_PAY.map((tier) => ({
        tierName: tier.tierName,
        dailySalary: amount(tier.dailySalaryCents),
        monthlySalary: amount(tier.monthlySalaryCents),
        weeklyFund: amount(tier.weeklyFundCents),
      })),
    }),

    rankProgress: (ctx) => {
      const { account } = requireAccount(ctx);
      const level = parseVipLevel(account.vipLabel) ?? 0;
      const next = VIP_LEVEL_TURNOVER_CENTS[level + 1];
      const { month } = manilaStarts(Date.now());
      return {
        playerRankName: `VIP${level}`,
        monthlyTurnover: {
          actual: amount(turnoverSince(store, account, month)),
          expected: next === undefined ? null : amount(next),
        },
        totalTurnover: { actual: amount(turnoverSince(store, account, 0)), expected: null },
      };
    },

    rankBoard: (ctx) => {
      if (!store.state.promotions.MISSION) throw gatewayErrors.functionNotAvailable();
      const now = Date.now();
      const { week } = manilaStarts(now);
      const me = ctx.account;
      const myScore = me ? turnoverSince(store, me, 0) : 0;
      const entries = [
        ...LEADERBOARD_SEED.map((row) => ({ ...row, mine: false })),
        ...(me && myScore > 0
          ? [{ account: mask(me.username), scoreCents: myScore, mine: true }]
          : []),
      ].sort((a, b) => b.scoreCents - a.scoreCents);
      const myRank = entries.findIndex((e) => e.mine) + 1;
      return {
        title: 'Weekly turnover mission',
        startTime: week,
        endTime: week + 7 * DAY_MS,
        list: entries.slice(0, 20).map((entry, index) => ({
          rank: index + 1,
          account: entry.account,
          score: amount(entry.scoreCents),
          prize:
            LEADERBOARD_PRIZES_CENTS[index] === undefined
              ? null
              : amount(LEADERBOARD_PRIZES_CENTS[index]),
        })),
        self: me ? { rank: myRank > 0 ? myRank : null, score: amount(myScore) } : null,
      };
    },

    raffleRewards: (ctx) => {
      const { account } = requireAccount(ctx);
      const now = Date.now();
      return { list: store.rewards(account.id).raffles.map((r) => raffleValue(r, now)) };
    },
    claimRaffle: claim,
    claimRaffleMcs2: claim,

    turntable: (ctx) => {
      const { account } = requireAccount(ctx);
      return {
        spins: store.rewards(account.id).spins,
        prizes: TURNTABLE_PRIZES.map((p) => ({
          prizeId: p.prizeId,
          label: p.label,
          amount: amount(p.amountCents),
        })),
      };
    },

    spinTurntable: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(SpinSchema, ctx.payload ?? {});
      const rewards = store.rewards(account.id);
      const key = body.requestKey && `spin:${body.requestKey}`;
      if (key && Object.hasOwn(rewards.answered, key)) return rewards.answered[key];
      if (rewards.spins <= 0) throw noSpins();
      const prize = drawPrize(rewards);
      if (!store.post(account.id, 'BON', prize.amountCents, `Turntable: ${prize.label}`)) {
        throw gatewayErrors.systemBusy();
      }
      rewards.spins -= 1;
      const record = {
        recordId: store.nextMoneyId(),
        title: prize.label,
        amountCents: prize.amountCents,
        source: 'TURNTABLE',
        receiveTime: Date.now(),
      };
      rewards.received = [record, ...rewards.received].slice(0, MAX_RECEIVED);
      const answer = {
        prizeId: prize.prizeId,
        spinsLeft: rewards.spins,
        record: receivedValue(record),
      };
      if (key) rewards.answered[key] = answer;
      store.changed();
      return answer;
    },

    receivedRewards: (ctx) => {
      const { account } = requireAccount(ctx);
      return { list: store.rewards(account.id).received.slice(0, 50).map(receivedValue) };
    },
  };
}
