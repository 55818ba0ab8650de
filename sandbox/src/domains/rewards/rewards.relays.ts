/**
 * The VIP club, the reward centre, the turntable and the MISSION leaderboard (issue 14;
 * upstream-gateway.md §6 and §14 name the relays, the shapes are ours: rewards.data.ts).
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
} from './rewards.data.ts';
import { requireAccount, type Handler } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { GatewayError, gatewayErrors, parseInput } from '../../gateway/errors.ts';
import { RequestKeySchema } from '../../shared/input.ts';
import { DAY_MS, manilaMonthAndWeek } from '../../shared/manila.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { PromotionsSlice } from '../promotions/promotions.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import { RewardsSlice, type Raffle, type Received } from './rewards.state.ts';

/** Minor units as the gateway's JSON number. */
const amount = (cents: number) => cents / 100;

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const ClaimSchema = z
  .object({ rewardId: IdSchema, requestKey: RequestKeySchema.optional() })
  .loose();
const SpinSchema = z.object({ requestKey: RequestKeySchema.optional() }).loose();

const notClaimable = () =>
  new GatewayError(400, 'reward.not.claimable', 'This reward cannot be claimed');
const noSpins = () => new GatewayError(400, 'turntable.no.spins', 'No spins left');

/** The member's stakes since `from` (every bet when 0), minor units. */
function turnoverSince(money: WalletSlice, accountId: number, from: number): number {
  return money
    .wallet(accountId)
    .bets.filter((bet) => bet.createdAt >= from)
    .reduce((sum, bet) => sum + bet.stakeCents, 0);
}

function mask(username: string): string {
  return username.length <= 4
    ? `${username.slice(0, 1)}***`
    : `${username.slice(0, 2)}***${username.slice(-2)}`;
}

function raffleStatus(raffle: ReadonlyDeep<Raffle>, now: number): Raffle['status'] {
  if (raffle.status === 'UNCLAIMED' && raffle.expireTime !== null && raffle.expireTime <= now) {
    return 'EXPIRED';
  }
  return raffle.status;
}

function raffleValue(raffle: ReadonlyDeep<Raffle>, now: number) {
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

function receivedValue(record: ReadonlyDeep<Received>) {
  return {
    recordId: record.recordId,
    title: record.title,
    amount: amount(record.amountCents),
    source: record.source,
    receiveTime: record.receiveTime,
  };
}

/** The prize the wheel stops on: the one a control chose, else a weighted draw. */
function drawPrize(chosenId: number | null): (typeof TURNTABLE_PRIZES)[number] {
  const chosen = TURNTABLE_PRIZES.find((p) => p.prizeId === chosenId);
  if (chosen) return chosen;
  const total = TURNTABLE_PRIZES.reduce((sum, p) => sum + p.weight, 0);
  let ticket = randomInt(total);
  for (const prize of TURNTABLE_PRIZES) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return TURNTABLE_PRIZES[0];
}

export const rewardRelays = defineRelays(
  {
    /** Gap-filling relay: what each VIP tier pays (shape ours, rewards.data.ts). */
    vipClub: relay('MCSFE_getVipClubConfig', ['COMM3'], 'public'),
    rankProgress: relay('MCSFE_getPlayerRankProgress', ['COMM3'], 'login'),
    /** The MISSION promotion's board; off with MISSION. The member's own place with a token. */
    rankBoard: relay('PROMOFE_getRankBoardList', ['COMM3'], 'optional'),
    /** Gap-filling relay: the member's raffle rewards, behind the reward centre's module. */
    raffleRewards: relay('MCSFE_getRafflePromotionList', ['REWCEN3'], 'login'),
    claimRaffle: relay('MCSFE_claimRafflePromotion', ['REWCEN3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    /** The older spelling of the same claim (§14 names both). */
    claimRaffleMcs2: relay('MCS2_claimRafflePromotion', ['REWCEN3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    /** Gap-filling relays: the turntable and what the member received. */
    turntable: relay('MCSFE_getTurntable', ['COMM3'], 'login'),
    spinTurntable: relay('MCSFE_spinTurntable', ['COMM3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    receivedRewards: relay('MCSFE_getReceivedRewardList', ['COMM3'], 'login'),
  },
  (deps) => {
    const rewards = deps.slice(RewardsSlice);
    const money = deps.slice(WalletSlice);

    const claim: Handler = (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(ClaimSchema, ctx.payload);
      return rewards.once(account.id, body.requestKey && `claim:${body.requestKey}`, () => {
        const now = Date.now();
        const raffle = rewards
          .rewards(account.id)
          .raffles.find((r) => r.rewardId === body.rewardId);
        if (!raffle || raffleStatus(raffle, now) !== 'UNCLAIMED') throw notClaimable();
        if (!money.post(account.id, 'BON', raffle.amountCents, `Reward: ${raffle.title}`)) {
          throw gatewayErrors.systemBusy();
        }
        const claimed = rewards.claimRaffle(account.id, raffle.rewardId, now) ?? raffle;
        return raffleValue(claimed, now);
      });
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
        const { month } = manilaMonthAndWeek(Date.now());
        return {
          playerRankName: `VIP${level}`,
          monthlyTurnover: {
            actual: amount(turnoverSince(money, account.id, month)),
            expected: next === undefined ? null : amount(next),
          },
          totalTurnover: { actual: amount(turnoverSince(money, account.id, 0)), expected: null },
        };
      },

      rankBoard: (ctx) => {
        if (!deps.slice(PromotionsSlice).flags().MISSION)
          throw gatewayErrors.functionNotAvailable();
        const now = Date.now();
        const { week } = manilaMonthAndWeek(now);
        const me = ctx.account;
        const myScore = me ? turnoverSince(money, me.id, 0) : 0;
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
        return { list: rewards.rewards(account.id).raffles.map((r) => raffleValue(r, now)) };
      },
      claimRaffle: claim,
      claimRaffleMcs2: claim,

      turntable: (ctx) => {
        const { account } = requireAccount(ctx);
        return {
          spins: rewards.rewards(account.id).spins,
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
        return rewards.once(account.id, body.requestKey && `spin:${body.requestKey}`, () => {
          if (rewards.rewards(account.id).spins <= 0) throw noSpins();
          const prize = drawPrize(rewards.takeChosenPrize(account.id));
          if (!money.post(account.id, 'BON', prize.amountCents, `Turntable: ${prize.label}`)) {
            throw gatewayErrors.systemBusy();
          }
          const record = {
            recordId: money.nextId(),
            title: prize.label,
            amountCents: prize.amountCents,
            source: 'TURNTABLE',
            receiveTime: Date.now(),
          };
          const spinsLeft = rewards.recordSpin(account.id, record);
          return { prizeId: prize.prizeId, spinsLeft, record: receivedValue(record) };
        });
      },

      receivedRewards: (ctx) => {
        const { account } = requireAccount(ctx);
        return { list: rewards.rewards(account.id).received.slice(0, 50).map(receivedValue) };
      },
    };
  },
);
