/**
 * The agents' contracts (issue 26): rates in hundredths of a percent both ways, the referral
 * rates as data agreeing with the VIP club's rule, the contract-request check's excluded types,
 * and the inputs the web sends (rebates, transfers, downline registration).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_CHECK_EXCLUDED_TYPES,
  DownlineTransferManyInputSchema,
  GatewayContractCheckSchema,
  GatewayRateSchema,
  RegisterDownlineInputSchema,
  UpdateRebatesInputSchema,
  VIP_REFERRAL_RATES,
  contractCheckApplies,
  contractKindOf,
  GATEWAY_CONTRACT_TYPES,
  rateText,
  vipReferralPercent,
} from '../src/index.ts';

describe('rates', () => {
  it('reads a gateway rate as hundredths of a percent and writes it back as a text', () => {
    expect(GatewayRateSchema.parse(1.2)).toBe(120);
    expect(GatewayRateSchema.parse('0.35')).toBe(35);
    expect(rateText(GatewayRateSchema.parse(0.07))).toBe('0.07');
  });

  it('takes rebates of at most two decimals, 0 to 100, each product once', () => {
    const ok = { memberId: 1, rebates: [{ productType: 'RNG', rate: '1.2' }] };
    expect(UpdateRebatesInputSchema.safeParse(ok).success).toBe(true);
    for (const rate of ['1.234', '-1', '100.01', 'abc']) {
      expect(
        UpdateRebatesInputSchema.safeParse({ ...ok, rebates: [{ productType: 'RNG', rate }] })
          .success,
      ).toBe(false);
    }
    expect(
      UpdateRebatesInputSchema.safeParse({
        memberId: 1,
        rebates: [
          { productType: 'RNG', rate: '1' },
          { productType: 'RNG', rate: '1' },
        ],
      }).success,
    ).toBe(false);
  });
});

describe('the referral rates (spec section 9)', () => {
  it('agree with the VIP club’s rule at every level', () => {
    for (let level = 0; level <= 20; level += 1) {
      const row = VIP_REFERRAL_RATES.find((r) => level >= r.minVip && level <= r.maxVip);
      expect(row?.percent ?? 0).toBe(vipReferralPercent(level));
    }
  });
});

describe('the contract-request check (spec section 6)', () => {
  it('applies to every type but 4, 40, 41 and 42', () => {
    expect(CONTRACT_CHECK_EXCLUDED_TYPES).toEqual([4, 40, 41, 42]);
    for (const type of [0, 1, 2]) expect(contractCheckApplies(type)).toBe(true);
    for (const type of [4, 40, 41, 42]) expect(contractCheckApplies(type)).toBe(false);
    expect(contractCheckApplies(null)).toBe(false);
  });

  it('reads the three fields, absent or null as none', () => {
    expect(GatewayContractCheckSchema.parse({})).toEqual({});
    expect(GatewayContractCheckSchema.parse({ dailysalreqtype: 'DAILY' }).dailysalreqtype).toBe(
      'DAILY',
    );
  });

  it('names each kind as the gateway does, both ways', () => {
    for (const [kind, type] of Object.entries(GATEWAY_CONTRACT_TYPES)) {
      expect(contractKindOf(type)).toBe(kind);
    }
  });
});

describe('inputs', () => {
  it('refuses a downline twice in one transfer, and more than 20', () => {
    const key = 'k'.repeat(16);
    const twice = [
      { memberId: 1, amount: '1' },
      { memberId: 1, amount: '2' },
    ];
    expect(
      DownlineTransferManyInputSchema.safeParse({ transfers: twice, requestKey: key }).success,
    ).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => ({ memberId: i + 1, amount: '1' }));
    expect(
      DownlineTransferManyInputSchema.safeParse({ transfers: many, requestKey: key }).success,
    ).toBe(false);
  });

  it('needs the confirmation to match and strips the mobile number’s leading zero', () => {
    const base = { username: 'newbie01', password: 'Newbie123', confirmPassword: 'Newbie123' };
    expect(RegisterDownlineInputSchema.parse({ ...base, mobile: '09171234567' }).mobile).toBe(
      '9171234567',
    );
    const wrong = RegisterDownlineInputSchema.safeParse({ ...base, confirmPassword: 'Other123' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('validation.confirmPassword');
  });
});
