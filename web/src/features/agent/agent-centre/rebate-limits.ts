/**
 * The rebate form's rules: each rate is a rate (the contracts' RateInputSchema, as the BFF
 * checks it) within the range agent.rebates gives for its product type, from the merchant's
 * minimum to the lower of the merchant's maximum and the agent's own rate. The gateway checks
 * the same again and refuses the whole update outside it (`rebate_out_of_range`).
 */
import { RateInputSchema, type RebateProductType, type RebateSettings } from '@app/contracts';
import { parseAmount } from '@app/contracts/values';
import { z } from 'zod';

type ProductLimits = RebateSettings['products'][number];
export type RebateValues = Partial<Record<RebateProductType, string>>;

/** Whether a typed rate lies within the product's range (hundredths of a percent, exact). */
export function withinRebateLimits(rate: string, limits: Pick<ProductLimits, 'min' | 'max'>) {
  const value = parseAmount(rate);
  const min = parseAmount(limits.min);
  const max = parseAmount(limits.max);
  return value !== null && min !== null && max !== null && value >= min && value <= max;
}

/** The form's schema: one rate per product type the agent may set. */
export function rebateFormSchema(products: readonly ProductLimits[]) {
  return z.object(
    Object.fromEntries(
      products.map((limits) => [
        limits.productType,
        RateInputSchema.refine(
          (rate) => withinRebateLimits(rate, limits),
          'validation.rebateRange',
        ),
      ]),
    ),
  );
}

/** The rates the agent changed, as agent.updateRebates takes them (none: nothing to send). */
export function changedRebates(products: readonly ProductLimits[], values: RebateValues) {
  return products.flatMap(({ productType, current }) => {
    const rate = values[productType];
    if (rate === undefined) return [];
    const before = current === null ? null : parseAmount(current);
    return parseAmount(rate) === before ? [] : [{ productType, rate }];
  });
}
