/**
 * The money side of the sandbox (issue 13; shapes ours, upstream-gateway.md §17.6 and §17.11 say
 * the real ones are not known): the transaction codes, the merchant's deposit channels and banks,
 * the withdrawal banks, the deposit promotions, the transfer wallets, the limits, and a
 * deterministic history for the demo member. Every amount in minor units (centavos).
 */
import { DEMO_AGENT_ID, DEMO_MEMBER_ID, SECOND_MEMBER_ID } from '../accounts/accounts.data.ts';
import type { Bet, LedgerEntry, Wallet, WalletRecords } from './wallet.state.ts';

/** The ledger's transaction codes and their names (GLS2_TxCodeList), in the list's order. */
export const TX_CODE_NAMES = {
  DEP: 'Deposit',
  WDR: 'Withdrawal',
  BET: 'Bet',
  WIN: 'Payout',
  TRF: 'Wallet transfer',
  BON: 'Bonus',
  ADJ: 'Adjustment',
} as const;
export type TxCode = keyof typeof TX_CODE_NAMES;

/** Banks of the Philippines the merchant takes deposits into and pays withdrawals to, by code. */
export const BANK_NAMES: Readonly<Record<string, string>> = {
  BDO: 'BDO Unibank',
  BPI: 'Bank of the Philippine Islands',
  MBTC: 'Metrobank',
  LBP: 'Landbank',
  GCASH: 'GCash',
  MAYA: 'Maya',
};

export function isBank(code: string): boolean {
  return Object.hasOwn(BANK_NAMES, code);
}

export function bankName(code: string): string {
  return (isBank(code) ? BANK_NAMES[code] : undefined) ?? code;
}

/** The merchant's receiving accounts for a manual transfer. */
export const MERCHANT_ACCOUNTS = [
  { bankCode: 'BDO', accountName: 'TCG Demo Gaming Inc.', accountNo: '0012-3456-7890' },
  { bankCode: 'BPI', accountName: 'TCG Demo Gaming Inc.', accountNo: '3141-5926-53' },
] as const;

/** Payment gateways (the player leaves for their page and comes back). */
export const PAYMENT_GATEWAYS = [
  { vendor: 'GCASHPAY', name: 'GCash' },
  { vendor: 'MAYAPAY', name: 'Maya' },
] as const;

export const WITHDRAW_LIMITS = { minCents: 10_000, maxCents: 5_000_000 } as const;

/** Promotions a deposit can take. */
export const DEPOSIT_PROMOS = [
  {
    promoId: 501,
    title: 'First deposit bonus 100%',
    bonusPercent: 100,
    maxBonusCents: 500_000,
    minDepositCents: 10_000,
  },
  {
    promoId: 502,
    title: 'Daily reload 10%',
    bonusPercent: 10,
    maxBonusCents: 100_000,
    minDepositCents: 50_000,
  },
] as const;

/** The transfer wallets of the vendors that keep their own (code → name). */
export const GAME_WALLETS = [
  { walletCode: 'EG4', name: 'Evolution' },
  { walletCode: 'SA', name: 'SA Gaming' },
  { walletCode: 'SB', name: 'Saba Sports' },
] as const;

/** The main wallet's code in transfers (the game wallets' are theirs). */
export const MAIN_WALLET = 'MAIN';

/** The seed members' balances (the demo member's matches the end of their history). */
export const SEED_BALANCES_CENTS = { demo: 125_050, player2: 8_000, agent: 500_000 } as const;

/** A member's wallet before any money moved, with what the member starts with. */
export function emptyWallet(balanceCents = 0): Wallet {
  return {
    balanceCents,
    gameWalletsCents: Object.fromEntries(GAME_WALLETS.map((w) => [w.walletCode, 0])),
    bankCards: [],
    paymentPasswordHash: null,
    deposits: [],
    withdrawals: [],
    ledger: [],
    bets: [],
    answered: {},
  };
}

const DAY_MS = 86_400_000;

/**
 * The demo member's last 40 days: deposits, bets, payouts, a bonus, a withdrawal, ending at
 * `balanceCents`. Amounts come from a fixed pattern, the times count back from `now`.
 */
export function demoHistory(balanceCents: number, now: number): LedgerEntry[] {
  const pattern: [TxCode, number, string][] = [
    ['WIN', 18_750, 'Super Ace'],
    ['BET', -5_000, 'Super Ace'],
    ['BET', -2_000, 'Fortune Gems'],
    ['DEP', 50_000, 'Bank transfer BDO'],
    ['WIN', 3_125, 'Lightning Roulette'],
    ['BET', -10_000, 'Lightning Roulette'],
    ['BON', 5_000, 'Daily reload 10%'],
    ['BET', -1_500, 'Golden Crash'],
    ['WDR', -100_000, 'Withdrawal to BDO'],
    ['WIN', 42_000, 'Sweet Bonanza'],
    ['BET', -7_500, 'Sweet Bonanza'],
    ['DEP', 100_000, 'GCash'],
  ];
  const entries: LedgerEntry[] = [];
  let after = balanceCents;
  for (let i = 0; i < 45; i += 1) {
    const [txCode, amountCents, remark] = pattern[i % pattern.length] as [TxCode, number, string];
    entries.push({
      id: 900_000 - i,
      txCode,
      amountCents,
      balanceAfterCents: after,
      createdAt: now - Math.floor(((i + 1) * 40 * DAY_MS) / 46),
      remark,
    });
    after -= amountCents;
  }
  return entries;
}

/** The demo member's last 40 days of bets: 36 of them, the newest still open. */
export function demoBets(now: number): Bet[] {
  const games: [string, string, string][] = [
    ['Super Ace', 'JL', 'RNG'],
    ['Fortune Gems', 'JL', 'RNG'],
    ['Lightning Roulette', 'EG4', 'LIVE'],
    ['Golden Crash', 'INHOUSE', 'RNG'],
    ['Sweet Bonanza', 'PP', 'RNG'],
    ['Ocean King', 'JL', 'FISH'],
  ];
  const stakes = [5_000, 2_000, 10_000, 1_500, 7_500, 2_500];
  const payouts = [18_750, 0, 3_125, 0, 42_000, 2_500];
  return Array.from({ length: 36 }, (_, i) => {
    const [gameName, vendor, gameType] = games[i % games.length] as [string, string, string];
    return {
      betId: `B${String(700_000 - i)}`,
      gameName,
      vendor,
      gameType,
      stakeCents: stakes[i % stakes.length] ?? 1_000,
      payoutCents: i === 0 ? null : (payouts[i % payouts.length] ?? 0),
      createdAt: now - Math.floor(((i + 1) * 40 * DAY_MS) / 37),
    };
  });
}

/** The slice's records on a first start and after a reset. */
export function walletSeed(): WalletRecords {
  return {
    // The demo member has a history but no card and no withdrawal password yet (the journeys
    // set them).
    wallets: {
      [DEMO_MEMBER_ID]: {
        ...emptyWallet(SEED_BALANCES_CENTS.demo),
        gameWalletsCents: { EG4: 0, SA: 15_000, SB: 0 },
        ledger: demoHistory(SEED_BALANCES_CENTS.demo, Date.now()),
        bets: demoBets(Date.now()),
      },
      [SECOND_MEMBER_ID]: emptyWallet(SEED_BALANCES_CENTS.player2),
      [DEMO_AGENT_ID]: emptyWallet(SEED_BALANCES_CENTS.agent),
    },
    nextMoneyId: 1,
  };
}
