/**
 * The agents' seed (issue 26): agent01's team three levels deep, some active and some not, the
 * merchant's rebate limits and quota groups, agent01's own rebates, and its contracts in every
 * state (salary current with history, dividend current with a payable period, hourly none).
 * Every amount in minor units, every rate in hundredths of a percent.
 */
import type { RebateProductType } from '@app/contracts';
import { DEMO_AGENT_ID } from '../accounts/accounts.data.ts';
import { DAY_MS, manilaDate, manilaDayStart } from '../../shared/manila.ts';
import type {
  AgentRecords,
  Contract,
  ContractTier,
  IncomeRecord,
  TeamMember,
} from './agent.state.ts';

/** The merchant's rebate range per product type (MCS2_getGlobalRebateSettingsByProductType). */
export const GLOBAL_REBATES: Readonly<Record<RebateProductType, { min: number; max: number }>> = {
  RNG: { min: 0, max: 150 },
  LIVE: { min: 0, max: 100 },
  SPORTS: { min: 0, max: 80 },
  FISH: { min: 0, max: 150 },
  LOTT: { min: 0, max: 200 },
  PVP: { min: 0, max: 50 },
};

/** agent01's own rates: a downline's rate may not exceed them. */
export const AGENT01_REBATES: Readonly<Record<RebateProductType, number>> = {
  RNG: 120,
  LIVE: 80,
  SPORTS: 60,
  FISH: 100,
  LOTT: 150,
  PVP: 40,
};

/** The quota groups per product type (getAgentQuotaGroupByProduct). */
export const QUOTA_GROUPS: readonly {
  productType: RebateProductType;
  groupName: string;
  rate: number;
  quota: number;
}[] = [
  { productType: 'RNG', groupName: 'RNG 1.20%', rate: 120, quota: 10 },
  { productType: 'RNG', groupName: 'RNG 1.00%', rate: 100, quota: 20 },
  { productType: 'LIVE', groupName: 'Live 0.80%', rate: 80, quota: 10 },
  { productType: 'SPORTS', groupName: 'Sports 0.60%', rate: 60, quota: 10 },
  { productType: 'FISH', groupName: 'Fish 1.00%', rate: 100, quota: 5 },
  { productType: 'LOTT', groupName: 'Lottery 1.50%', rate: 150, quota: 5 },
  { productType: 'PVP', groupName: 'Poker 0.40%', rate: 40, quota: 5 },
];

/** Ids of the seeded team (not accounts: they do not log in; a registered downline does). */
export const SEED_TEAM_IDS = {
  sub01: 30001,
  play01: 30002,
  play02: 30003,
  sub02: 30004,
  play11: 30005,
  sub11: 30006,
  play12: 30007,
  play21: 30008,
  play22: 30009,
} as const;

const REG = Date.UTC(2024, 2, 1, 4, 0, 0);

function member(
  name: keyof typeof SEED_TEAM_IDS,
  parentId: number,
  type: 0 | 2,
  active: boolean,
  n: number,
): TeamMember {
  return {
    id: SEED_TEAM_IDS[name],
    username: name,
    nickname: n % 2 === 0 ? null : `${name[0]?.toUpperCase()}${name.slice(1)}`,
    type,
    parentId,
    active,
    registeredAt: REG + n * DAY_MS,
    lastLoginAt: active ? REG + (n + 30) * DAY_MS : null,
    // This month's figures, deterministic per member.
    depositCents: active ? 150_000 + n * 12_345 : 0,
    withdrawalCents: active ? 40_000 + n * 1_000 : 0,
    validBetCents: active ? 800_000 + n * 55_550 : 0,
    payoutCents: active ? 760_000 + n * 50_000 : 0,
    rebateCents: active ? 6_400 + n * 100 : 0,
  };
}

export function seedTeam(): TeamMember[] {
  const ids = SEED_TEAM_IDS;
  return [
    member('sub01', DEMO_AGENT_ID, 2, true, 1),
    member('play01', DEMO_AGENT_ID, 0, true, 2),
    member('play02', DEMO_AGENT_ID, 0, false, 3),
    member('sub02', DEMO_AGENT_ID, 2, false, 4),
    member('play11', ids.sub01, 0, true, 5),
    member('sub11', ids.sub01, 2, true, 6),
    member('play12', ids.sub01, 0, false, 7),
    member('play21', ids.sub11, 0, true, 8),
    member('play22', ids.sub11, 0, false, 9),
  ];
}

/** The seeded downlines' rates: within agent01's. */
function seedRebates(): Record<string, Record<string, number>> {
  const half = Object.fromEntries(
    Object.entries(AGENT01_REBATES).map(([type, rate]) => [type, Math.floor(rate / 2)]),
  );
  const rebates: Record<string, Record<string, number>> = {
    [String(DEMO_AGENT_ID)]: { ...AGENT01_REBATES },
  };
  for (const id of Object.values(SEED_TEAM_IDS)) rebates[String(id)] = { ...half };
  return rebates;
}

export const SALARY_TIERS: ContractTier[] = [
  { level: 1, minTurnoverCents: 1_000_000, minActiveMembers: 3, payAmountCents: 20_000 },
  { level: 2, minTurnoverCents: 5_000_000, minActiveMembers: 5, payAmountCents: 80_000 },
  { level: 3, minTurnoverCents: 20_000_000, minActiveMembers: 10, payAmountCents: 250_000 },
];
export const DIVIDEND_TIERS: ContractTier[] = [
  { level: 1, minTurnoverCents: 1_000_000, minActiveMembers: 3, payRate: 1_000 },
  { level: 2, minTurnoverCents: 5_000_000, minActiveMembers: 5, payRate: 2_000 },
  { level: 3, minTurnoverCents: 20_000_000, minActiveMembers: 10, payRate: 3_000 },
];
export const HOURLY_TIERS: ContractTier[] = [
  { level: 1, minTurnoverCents: 100_000, minActiveMembers: 1, payAmountCents: 1_000 },
  { level: 2, minTurnoverCents: 500_000, minActiveMembers: 3, payAmountCents: 5_000 },
];

/** The default tiers of a kind, for a request put through the control without its own. */
export const DEFAULT_TIERS = {
  DAILY_SALARY: SALARY_TIERS,
  DIVIDEND: DIVIDEND_TIERS,
  HOURLY_SALARY: HOURLY_TIERS,
} as const;

/** The upline who offers agent01 its contracts (not an account). */
export const AGENT01_UPLINE = 'master01';

/** agent01's contracts, history and income, dated back from `now`. */
export function seedContracts(
  now: number,
): Pick<AgentRecords, 'contracts' | 'history' | 'income' | 'nextContractId'> {
  const today = manilaDayStart(manilaDate(now));
  const salary: Contract = {
    contractId: 1,
    contractType: 'DAILY_SALARY',
    uplineUsername: AGENT01_UPLINE,
    period: null,
    startedAt: today - 40 * DAY_MS,
    tiers: SALARY_TIERS,
  };
  const dividend: Contract = {
    contractId: 2,
    contractType: 'DIVIDEND',
    uplineUsername: AGENT01_UPLINE,
    period: 'HALF_MONTH',
    startedAt: today - 60 * DAY_MS,
    tiers: DIVIDEND_TIERS,
  };
  const salaryDays: IncomeRecord[] = Array.from({ length: 7 }, (_, i) => {
    const start = today - (i + 1) * DAY_MS;
    return {
      periodStart: start,
      periodEnd: start + DAY_MS,
      turnoverCents: 1_200_000 + i * 310_000,
      activeMembers: 3 + (i % 3),
      amountCents: i % 3 === 2 ? 80_000 : 20_000,
      status: 'PAID',
    };
  });
  const half = 15 * DAY_MS;
  const dividendPeriods: IncomeRecord[] = [
    {
      periodStart: today - half,
      periodEnd: today + DAY_MS,
      turnoverCents: 2_100_000,
      activeMembers: 4,
      amountCents: 210_000,
      status: 'PENDING',
    },
    {
      periodStart: today - 2 * half,
      periodEnd: today - half,
      turnoverCents: 3_456_789,
      activeMembers: 4,
      amountCents: 345_679,
      status: 'PAYABLE',
    },
    {
      periodStart: today - 3 * half,
      periodEnd: today - 2 * half,
      turnoverCents: 6_000_000,
      activeMembers: 6,
      amountCents: 1_200_000,
      status: 'PAID',
    },
  ];
  const key = String(DEMO_AGENT_ID);
  return {
    contracts: { [key]: { DAILY_SALARY: salary, DIVIDEND: dividend } },
    history: {
      [key]: [
        {
          requestId: 1,
          contractType: 'DAILY_SALARY',
          uplineUsername: AGENT01_UPLINE,
          period: null,
          createdAt: salary.startedAt - DAY_MS,
          tiers: SALARY_TIERS,
          decision: 'ACCEPTED',
          decidedAt: salary.startedAt,
        },
        {
          requestId: 0,
          contractType: 'DAILY_SALARY',
          uplineUsername: AGENT01_UPLINE,
          period: null,
          createdAt: salary.startedAt - 10 * DAY_MS,
          tiers: SALARY_TIERS.slice(0, 1),
          decision: 'DECLINED',
          decidedAt: salary.startedAt - 9 * DAY_MS,
        },
      ],
    },
    income: { [key]: { DAILY_SALARY: salaryDays, DIVIDEND: dividendPeriods } },
    nextContractId: 10,
  };
}

export function agentSeed(now = Date.now()): AgentRecords {
  return {
    team: seedTeam(),
    rebates: seedRebates(),
    links: {},
    requests: {},
    ...seedContracts(now),
    nextLinkId: 1,
  };
}
