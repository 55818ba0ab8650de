/**
 * Promotions and the daily sign-in (issue 14; relays of upstream-gateway.md §14, shapes ours, in
 * promotions.data.ts). A promotion's status comes from its dates until the member takes part;
 * then from their entry, which moves:
 *
 *   APPLY:  Join → (application) Applying → (review control) Claim | Rejected; Claim → Claimed
 *   TARGET: Join → Process → (turnover reaches the target) Claim → Claimed
 *   EVENT:  Join → Joined → (issue control, when it ends) Issued
 *   AUTO:   Joined while it runs → (issue control) Issued
 *
 * A claim credits the bonus to the main wallet (a BON ledger entry), once per request key.
 */
import {
  GATEWAY_ERRORS,
  PROMOTION_IMAGE_TYPES,
  readImageDataUrl,
  promotionStatus,
  statusFromDates,
  type PromotionStatus,
} from '@app/contracts';
import { z } from 'zod';
import {
  PROMOTIONS,
  SIGN_IN_REWARDS_CENTS,
  promotionSeed,
  type PromotionSeed,
} from './promotions.data.ts';
import { requireAccount } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { GatewayError, gatewayErrors, parseInput } from '../../gateway/errors.ts';
import { RequestKeySchema, text } from '../../shared/input.ts';
import { DAY_MS, manilaDate, manilaDayStart, manilaMonthAndWeek } from '../../shared/manila.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import type { Account } from '../accounts/accounts.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import { PromotionsSlice, type PromotionEntry } from './promotions.state.ts';

export function promotionDates(
  seed: PromotionSeed,
  now: number,
): { startTime: number; endTime: number | null } {
  const today = manilaDayStart(manilaDate(now));
  return {
    startTime: today + seed.startDay * DAY_MS,
    endTime: seed.endDay === null ? null : today + seed.endDay * DAY_MS,
  };
}

const PromotionIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const JoinSchema = z.object({ promotionId: PromotionIdSchema }).loose();
const ApplySchema = z
  .object({
    promotionId: PromotionIdSchema,
    comment: z.string().max(140).default(''),
    images: z.array(z.string()).max(3).default([]),
  })
  .loose();
const ClaimSchema = z
  .object({ promotionId: PromotionIdSchema, requestKey: RequestKeySchema.optional() })
  .loose();
const SignInSchema = z.object({ requestKey: RequestKeySchema.optional() }).loose();
const AvailabilityQuerySchema = z.object({ merchantCode: text(40), merchant: text(40) }).loose();

const notJoinable = (message: string) =>
  new GatewayError(400, GATEWAY_ERRORS.promotionNotJoinable, message);

function seedOf(promotionId: number): PromotionSeed {
  const seed = promotionSeed(promotionId);
  if (!seed) throw gatewayErrors.requestParam(`Promotion ${promotionId} not found`);
  return seed;
}

/** One promotion as MCSFE_getAvailablePromotions lists it, with the member's entry if any. */
function promotionValue(
  publicUrl: string,
  seed: PromotionSeed,
  entry: ReadonlyDeep<PromotionEntry> | undefined,
  now: number,
) {
  const dates = promotionDates(seed, now);
  return {
    promotionId: seed.promotionId,
    title: seed.title,
    content: seed.content,
    imageUrl: `${publicUrl}/cdn/banners/${seed.promotionId}.svg?title=${encodeURIComponent(seed.title)}`,
    category: seed.category,
    joinType: seed.joinType,
    ...dates,
    bonusAmount: seed.bonusCents / 100,
    targetAmount: seed.targetCents === null ? null : seed.targetCents / 100,
    progressAmount: entry && seed.targetCents !== null ? entry.progressCents / 100 : null,
    status: entry?.state ?? null,
    rejectReason: entry?.rejectReason ?? null,
  };
}

/** The status a member sees (as the BFF works it out; the controls use it to check a move). */
export function memberStatus(
  seed: PromotionSeed,
  entry: ReadonlyDeep<PromotionEntry> | undefined,
  now: number,
): PromotionStatus {
  return promotionStatus(
    { ...promotionDates(seed, now), kind: seed.joinType, entry: entry?.state ?? null },
    now,
    'member',
  );
}

function requireRunning(seed: PromotionSeed, now: number): void {
  const status = statusFromDates(
    { ...promotionDates(seed, now), kind: seed.joinType },
    now,
    'member',
  );
  if (status === 'COMING_SOON') throw notJoinable('#PROMO01 The promotion has not started');
  if (status === 'CLOSE') throw notJoinable('#PROMO02 The promotion has ended');
}

function requireRealMember(account: ReadonlyDeep<Account>): void {
  if (![0, 1, 2].includes(account.type)) {
    throw notJoinable('#PROMO05 Trial accounts cannot take part in promotions');
  }
}

/** The week's sign-in days, Monday first, and the member's streak. */
function signInCalendar(promotions: PromotionsSlice, accountId: number, now: number) {
  const today = manilaDate(now);
  const monday = manilaMonthAndWeek(now).week;
  const signed = new Set(promotions.signIns(accountId));
  const days = SIGN_IN_REWARDS_CENTS.map((cents, index) => {
    const date = manilaDate(monday + index * DAY_MS);
    return { day: index + 1, date, rewardAmount: cents / 100, signedIn: signed.has(date) };
  });
  let streak = 0;
  let cursor = signed.has(today) ? manilaDayStart(today) : manilaDayStart(today) - DAY_MS;
  while (signed.has(manilaDate(cursor))) {
    streak += 1;
    cursor -= DAY_MS;
  }
  return { days, today, streak };
}

export const promotionRelays = defineRelays(
  {
    /** The promotions with the member's status; a visitor (no token) gets the common list. */
    promotionList: relay('MCSFE_getAvailablePromotions', ['COMM3'], 'optional'),
    /** Gap-filling relays (§14 names none for these): join, apply with pictures, claim. */
    joinPromotion: relay('MCSFE_joinPromotion', ['COMM3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    applyPromotion: {
      ...relay('MCSFE_applyPromotion', ['COMM3'], 'login', { methods: ['POST'] }),
      // Three pictures of 5 MB as base64, and the JSON around them.
      bodyLimit: 24 * 1024 * 1024,
    },
    claimPromotion: relay('MCSFE_claimIssuedPromotion', ['COMM3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    loginPromotion: relay('MCSFE_getLoginPromotion', ['COMM3'], 'login'),
    claimLoginPromotion: relay('MCSFE_claimLoginPromotion', ['COMM3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    availablePromotions: relay('MCSFE_getMerchantAvailablePromotions', ['COMM3'], 'public'),
  },
  (deps) => {
    const { publicUrl } = deps;
    const promotions = deps.slice(PromotionsSlice);
    const money = deps.slice(WalletSlice);

    const list = (account: ReadonlyDeep<Account> | null, now: number) =>
      PROMOTIONS.map((seed) =>
        promotionValue(
          publicUrl,
          seed,
          account ? promotions.entry(account.id, seed.promotionId) : undefined,
          now,
        ),
      );

    const answer = (account: ReadonlyDeep<Account>, promotionId: number, now: number) =>
      promotionValue(
        publicUrl,
        seedOf(promotionId),
        promotions.entry(account.id, promotionId),
        now,
      );

    return {
      availablePromotions: ({ query }) => {
        parseInput(AvailabilityQuerySchema, query);
        const flags = promotions.flags();
        return {
          APP_DOWNLOAD: {
            enabled: flags.APP_DOWNLOAD,
            bonusAmount: 88,
            currency: 'PHP',
            title: 'Download the app and get PHP 88 free',
          },
          MISSION: { enabled: flags.MISSION },
          LOGIN: { enabled: flags.LOGIN },
          REFERRAL: { enabled: flags.REFERRAL },
        };
      },

      promotionList: (ctx) => ({ list: list(ctx.account, Date.now()) }),

      joinPromotion: (ctx) => {
        const { account } = requireAccount(ctx);
        const { promotionId } = parseInput(JoinSchema, ctx.payload);
        const seed = seedOf(promotionId);
        const now = Date.now();
        requireRealMember(account);
        requireRunning(seed, now);
        if (promotions.entry(account.id, promotionId)) {
          throw notJoinable('#PROMO03 Already taking part in this promotion');
        }
        if (seed.joinType === 'APPLY') {
          throw notJoinable('#PROMO04 This promotion takes an application (MCSFE_applyPromotion)');
        }
        if (seed.joinType === 'AUTO') throw notJoinable('#PROMO06 Every member takes part already');
        promotions.setEntry(account.id, promotionId, {
          state: seed.joinType === 'TARGET' ? 'PROCESS' : 'JOINED',
          progressCents: 0,
          comment: '',
          imageBytes: [],
          rejectReason: null,
          updatedAt: now,
        });
        return answer(account, promotionId, now);
      },

      applyPromotion: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(ApplySchema, ctx.payload);
        const seed = seedOf(body.promotionId);
        const now = Date.now();
        requireRealMember(account);
        requireRunning(seed, now);
        if (seed.joinType !== 'APPLY') {
          throw notJoinable('#PROMO07 This promotion is joined, not applied for');
        }
        if (promotions.entry(account.id, body.promotionId)) {
          throw notJoinable('#PROMO03 Already taking part in this promotion');
        }
        const imageBytes = body.images.map((image) => {
          const read = readImageDataUrl(image, (base64) => Buffer.from(base64, 'base64'));
          if ('refusal' in read) {
            throw read.refusal === 'image_too_large'
              ? new GatewayError(
                  400,
                  GATEWAY_ERRORS.kycImageTooLarge,
                  'The maximum picture size is 5MB',
                )
              : new GatewayError(
                  400,
                  GATEWAY_ERRORS.kycImageInvalid,
                  'Pictures must be PNG or JPG',
                );
          }
          if (!(PROMOTION_IMAGE_TYPES as readonly string[]).includes(read.type)) {
            throw new GatewayError(
              400,
              GATEWAY_ERRORS.kycImageInvalid,
              'Pictures must be PNG or JPG',
            );
          }
          return read.bytes.length;
        });
        promotions.setEntry(account.id, body.promotionId, {
          state: 'APPLYING',
          progressCents: 0,
          comment: body.comment.trim(),
          imageBytes,
          rejectReason: null,
          updatedAt: now,
        });
        return answer(account, body.promotionId, now);
      },

      claimPromotion: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(ClaimSchema, ctx.payload);
        const seed = seedOf(body.promotionId);
        const key = body.requestKey && `promotion:${body.promotionId}:${body.requestKey}`;
        return money.once(account.id, key, () => {
          const now = Date.now();
          const entry = promotions.entry(account.id, body.promotionId);
          if (entry?.state !== 'CLAIM') {
            throw new GatewayError(
              400,
              GATEWAY_ERRORS.promotionNotClaimable,
              '#PROMO08 Nothing to claim for this promotion',
            );
          }
          money.post(account.id, 'BON', seed.bonusCents, seed.title);
          promotions.setEntry(account.id, body.promotionId, {
            ...entry,
            state: 'CLAIMED',
            updatedAt: now,
          });
          return answer(account, body.promotionId, now);
        });
      },

      loginPromotion: (ctx) => {
        const { account } = requireAccount(ctx);
        if (!promotions.flags().LOGIN) throw gatewayErrors.functionNotAvailable();
        return signInCalendar(promotions, account.id, Date.now());
      },

      claimLoginPromotion: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(SignInSchema, ctx.payload);
        if (!promotions.flags().LOGIN) throw gatewayErrors.functionNotAvailable();
        requireRealMember(account);
        const key = body.requestKey && `sign-in:${body.requestKey}`;
        return money.once(account.id, key, () => {
          const now = Date.now();
          const calendar = signInCalendar(promotions, account.id, now);
          const today = calendar.days.find((d) => d.date === calendar.today);
          if (!today || today.signedIn) {
            throw new GatewayError(
              400,
              GATEWAY_ERRORS.signInDone,
              '#SIGN01 Already signed in today',
            );
          }
          promotions.addSignIn(account.id, calendar.today);
          money.post(
            account.id,
            'BON',
            SIGN_IN_REWARDS_CENTS[today.day - 1] ?? 0,
            `Daily sign-in day ${today.day}`,
          );
          return signInCalendar(promotions, account.id, now);
        });
      },
    };
  },
);
