/**
 * Promotions and the daily sign-in (issue 14; relays of upstream-gateway.md §14, shapes ours, in
 * data/promotions.ts). A promotion's status comes from its dates until the member takes part;
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
} from '../data/promotions.ts';
import { requireAccount, type HandlerMap, type SandboxDeps } from '../gateway/context.ts';
import { GatewayError, gatewayErrors, parseInput } from '../gateway/errors.ts';
import type { SandboxStore } from '../state/store.ts';
import type { Account, PromotionEntry } from '../state/types.ts';
import { once } from './wallet.ts';

const DAY_MS = 86_400_000;
/** Manila is UTC+8 all year. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila date (YYYY-MM-DD) of an instant. */
export function manilaDate(at: number): string {
  return new Date(at + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Manila date starts. */
function manilaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - MANILA_OFFSET_MS;
}

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
  .object({
    promotionId: PromotionIdSchema,
    requestKey: z
      .string()
      .regex(/^[\w-]{8,64}$/)
      .optional(),
  })
  .loose();
const SignInSchema = z
  .object({
    requestKey: z
      .string()
      .regex(/^[\w-]{8,64}$/)
      .optional(),
  })
  .loose();

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
  entry: PromotionEntry | undefined,
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
  entry: PromotionEntry | undefined,
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

function requireRealMember(account: Account): void {
  if (![0, 1, 2].includes(account.type)) {
    throw notJoinable('#PROMO05 Trial accounts cannot take part in promotions');
  }
}

/** The week's sign-in days, Monday first, and the member's streak. */
export function signInCalendar(store: SandboxStore, accountId: number, now: number) {
  const today = manilaDate(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = manilaDayStart(today) - weekday * DAY_MS;
  const signed = new Set(store.signIns(accountId));
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

export function promotionHandlers(deps: SandboxDeps): HandlerMap {
  const { store, publicUrl } = deps;

  const list = (account: Account | null, now: number) =>
    PROMOTIONS.map((seed) =>
      promotionValue(
        publicUrl,
        seed,
        account ? store.promotionEntry(account.id, seed.promotionId) : undefined,
        now,
      ),
    );

  const answer = (account: Account, promotionId: number, now: number) =>
    promotionValue(
      publicUrl,
      seedOf(promotionId),
      store.promotionEntry(account.id, promotionId),
      now,
    );

  return {
    promotionList: (ctx) => ({ list: list(ctx.account, Date.now()) }),

    joinPromotion: (ctx) => {
      const { account } = requireAccount(ctx);
      const { promotionId } = parseInput(JoinSchema, ctx.payload);
      const seed = seedOf(promotionId);
      const now = Date.now();
      requireRealMember(account);
      requireRunning(seed, now);
      if (store.promotionEntry(account.id, promotionId)) {
        throw notJoinable('#PROMO03 Already taking part in this promotion');
      }
      if (seed.joinType === 'APPLY') {
        throw notJoinable('#PROMO04 This promotion takes an application (MCSFE_applyPromotion)');
      }
      if (seed.joinType === 'AUTO') throw notJoinable('#PROMO06 Every member takes part already');
      store.setPromotionEntry(account.id, promotionId, {
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
      if (store.promotionEntry(account.id, body.promotionId)) {
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
            : new GatewayError(400, GATEWAY_ERRORS.kycImageInvalid, 'Pictures must be PNG or JPG');
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
      store.setPromotionEntry(account.id, body.promotionId, {
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
      return once(store.wallet(account.id), key, () => {
        const now = Date.now();
        const entry = store.promotionEntry(account.id, body.promotionId);
        if (entry?.state !== 'CLAIM') {
          throw new GatewayError(
            400,
            GATEWAY_ERRORS.promotionNotClaimable,
            '#PROMO08 Nothing to claim for this promotion',
          );
        }
        store.post(account.id, 'BON', seed.bonusCents, seed.title);
        store.setPromotionEntry(account.id, body.promotionId, {
          ...entry,
          state: 'CLAIMED',
          updatedAt: now,
        });
        return answer(account, body.promotionId, now);
      });
    },

    loginPromotion: (ctx) => {
      const { account } = requireAccount(ctx);
      if (!store.state.promotions.LOGIN) throw gatewayErrors.functionNotAvailable();
      return signInCalendar(store, account.id, Date.now());
    },

    claimLoginPromotion: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(SignInSchema, ctx.payload);
      if (!store.state.promotions.LOGIN) throw gatewayErrors.functionNotAvailable();
      requireRealMember(account);
      const key = body.requestKey && `sign-in:${body.requestKey}`;
      return once(store.wallet(account.id), key, () => {
        const now = Date.now();
        const calendar = signInCalendar(store, account.id, now);
        const today = calendar.days.find((d) => d.date === calendar.today);
        if (!today || today.signedIn) {
          throw new GatewayError(400, GATEWAY_ERRORS.signInDone, '#SIGN01 Already signed in today');
        }
        store.addSignIn(account.id, calendar.today);
        store.post(
          account.id,
          'BON',
          SIGN_IN_REWARDS_CENTS[today.day - 1] ?? 0,
          `Daily sign-in day ${today.day}`,
        );
        return signInCalendar(store, account.id, now);
      });
    },
  };
}
