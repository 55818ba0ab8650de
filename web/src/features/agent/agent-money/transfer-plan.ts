/**
 * The transfer form's rows checked before anything is sent: each amount by the contracts'
 * AmountInputSchema (two decimals at most, above zero), the total within the agent's balance,
 * at least one team member and at most MAX_TRANSFER_DOWNLINES; then the procedure's input, one
 * downline (`agent.transfer`) or several (`agent.transferMany`), parsed by its own schema. Sums
 * are whole centavos (minor units), never floats.
 */
import {
  AmountInputSchema,
  DownlineTransferInputSchema,
  DownlineTransferManyInputSchema,
  MAX_TRANSFER_DOWNLINES,
} from '@app/contracts';
import { formatAmount, parseAmount } from '@app/contracts/values';
import type { z } from 'zod';

export interface TransferRow {
  memberId: number;
  username: string;
  /** As the agent typed it. */
  amount: string;
}

export type TransferRequest =
  | { kind: 'one'; input: z.output<typeof DownlineTransferInputSchema> }
  | { kind: 'many'; input: z.output<typeof DownlineTransferManyInputSchema> };

export interface TransferPlan {
  /** Validation keys per member id (`validation.amount`). */
  rowErrors: Record<number, string>;
  /** What is wrong with the whole (a key of `validation` or of this screen's texts). */
  listError: string | null;
  /** The sum of the valid amounts, two-decimal text. */
  total: string;
  /** Set when nothing is wrong. */
  request: TransferRequest | null;
}

/** The sum of the rows' amounts that read as money, in minor units. */
export function totalMinor(rows: readonly TransferRow[]): number {
  return rows.reduce((sum, row) => sum + Math.max(parseAmount(row.amount) ?? 0, 0), 0);
}

export function planTransfer(
  rows: readonly TransferRow[],
  balance: string,
  requestKey: string,
): TransferPlan {
  const rowErrors: Record<number, string> = {};
  for (const row of rows) {
    const checked = AmountInputSchema.safeParse(row.amount);
    if (!checked.success) rowErrors[row.memberId] = checked.error.issues[0]?.message ?? '';
  }
  const total = totalMinor(rows);
  const listError =
    rows.length === 0
      ? 'noneSelected'
      : rows.length > MAX_TRANSFER_DOWNLINES
        ? 'limit'
        : total > (parseAmount(balance) ?? 0)
          ? 'validation.amountBalance'
          : null;
  const plan = { rowErrors, listError, total: formatAmount(total), request: null };
  if (listError || Object.keys(rowErrors).length > 0) return plan;
  return { ...plan, request: requestOf(rows, requestKey) };
}

function requestOf(rows: readonly TransferRow[], requestKey: string): TransferRequest | null {
  const [only] = rows;
  if (rows.length === 1 && only) {
    const one = DownlineTransferInputSchema.safeParse({
      memberId: only.memberId,
      amount: only.amount,
      requestKey,
    });
    return one.success ? { kind: 'one', input: one.data } : null;
  }
  const many = DownlineTransferManyInputSchema.safeParse({
    transfers: rows.map((row) => ({ memberId: row.memberId, amount: row.amount })),
    requestKey,
  });
  return many.success ? { kind: 'many', input: many.data } : null;
}

/** The balance after sending `total` (both two-decimal texts), exact. */
export function balanceAfter(balance: string, total: string): string {
  return formatAmount((parseAmount(balance) ?? 0) - (parseAmount(total) ?? 0));
}
