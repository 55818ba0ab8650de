/**
 * Promotions (spec sections 4 and 6, "Promotions"; upstream-gateway.md §14; issue 14).
 *
 * - Availability: which promotions the merchant runs (app download, missions, login, referral),
 *   shared by every player and cached; the home and the promotion gates read it.
 * - The list: a real member's personal list (their statuses; never cached, never shared), or the
 *   common list for visitors and trial players (shared, cached per language). Statuses are the
 *   spec's words, worked out here once: the member's entry where there is one, else the dates.
 * - Taking part: join, apply (comment and pictures), claim (once per request key: a double tap
 *   credits one bonus), and the daily sign-in (LOGIN promotion; once per key too).
 */
import {
  formatAmount,
  PromotionAvailabilitySchema,
  PromotionSchema,
  SignInCalendarSchema,
  promotionStatus,
  statusFromDates,
  type GatewayLoginPromotion,
  type GatewayPromotion,
  type LanguageCode,
  type Promotion,
  type PromotionApplication,
  type PromotionAvailability,
  type PromotionList,
  type SignInCalendar,
  isRealMember,
} from '@app/contracts';
import { z } from 'zod';
import { sanitizeUpstreamHtml } from '../../lib/sanitize.ts';
import { safeUrlFor } from '../../lib/safe-url.ts';
import type { Context } from '../../trpc/context.ts';
import { memberOf, once } from '../wallet/once.ts';
import {
  fetchCommonPromotions,
  fetchLoginPromotion,
  fetchMemberPromotions,
  fetchPromotionAvailability,
  postApplyPromotion,
  postClaimPromotion,
  postJoinPromotion,
  postSignIn,
} from './promotions.upstream.ts';

/** The same for every player: fresh PROMOTIONS_CACHE_TTL_MS (60 s), stale up to 30 min. */
const promotionsCache = (ctx: Pick<Context, 'config'>) => ({
  ttlMs: ctx.config.promotionsCacheTtlMs,
  staleTtlMs: 30 * 60_000,
});

type PromotionsContext = Pick<Context, 'gateway' | 'cache' | 'config'>;
type MemberContext = Pick<Context, 'gateway' | 'store' | 'session' | 'log'>;

/** What the home shows while the availability is unknown: nothing on offer. */
export const NO_PROMOTIONS: PromotionAvailability = {
  appDownload: { enabled: false, bonusAmount: null, currency: null },
  mission: { enabled: false },
  login: { enabled: false },
  referral: { enabled: false },
};

export async function getPromotionAvailability(
  ctx: PromotionsContext,
  language: LanguageCode,
): Promise<PromotionAvailability> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:promotions:availability:all:${language}`,
    ...promotionsCache(ctx),
    schema: PromotionAvailabilitySchema,
    load: () => fetchPromotionAvailability(ctx.gateway.shared(language)),
  });
}

/* ------------------------------------------------------------------------------- the list */

const amount = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? null : formatAmount(minor);

function toPromotion(
  log: Context['log'],
  promotion: GatewayPromotion,
  now: number,
  personal: boolean,
): Promotion {
  const status = promotionStatus(
    {
      startTime: promotion.startTime,
      endTime: promotion.endTime ?? null,
      kind: promotion.joinType,
      entry: promotion.status ?? null,
    },
    now,
    personal ? 'member' : 'visitor',
  );
  return {
    id: promotion.promotionId,
    title: promotion.title,
    content: sanitizeUpstreamHtml(promotion.content ?? ''),
    imageUrl: safeUrlFor(log)(promotion.imageUrl, 'promotion.imageUrl'),
    category: promotion.category ?? null,
    kind: promotion.joinType,
    status,
    startTime: promotion.startTime,
    endTime: promotion.endTime ?? null,
    bonus: formatAmount(promotion.bonusAmount),
    target: amount(promotion.targetAmount),
    progress: personal ? amount(promotion.progressAmount) : null,
    rejectReason: personal ? (promotion.rejectReason ?? null) : null,
  };
}

export async function getPromotionList(
  ctx: PromotionsContext & Pick<Context, 'session' | 'log'>,
  language: LanguageCode,
): Promise<PromotionList> {
  const session = await ctx.session.load();
  const now = Date.now();
  if (session?.token && isRealMember(session.type ?? 4)) {
    const list = await fetchMemberPromotions(ctx.gateway);
    return { source: 'personal', promotions: list.map((p) => toPromotion(ctx.log, p, now, true)) };
  }
  // Visitors and trial players share one list: cached without statuses of anyone's, and the
  // statuses worked out from the dates at each answer (a cached list never says Join too late).
  const common = await ctx.cache.cached({
    key: `${ctx.config.merchantCode}:promotions:common:${language}`,
    ...promotionsCache(ctx),
    schema: z.array(PromotionSchema),
    load: async () =>
      (await fetchCommonPromotions(ctx.gateway.shared(language))).map((p) =>
        toPromotion(ctx.log, p, now, false),
      ),
  });
  return {
    source: 'common',
    promotions: common.map((p) => ({ ...p, status: statusFromDates(p, now, 'visitor') })),
  };
}

/* --------------------------------------------------------------------------- taking part */

export async function joinPromotion(
  ctx: MemberContext,
  id: number,
): Promise<{ promotion: Promotion }> {
  const joined = await postJoinPromotion(ctx.gateway, id);
  return { promotion: toPromotion(ctx.log, joined, Date.now(), true) };
}

export async function applyForPromotion(
  ctx: MemberContext,
  input: PromotionApplication,
): Promise<{ promotion: Promotion }> {
  const applied = await postApplyPromotion(ctx.gateway, {
    promotionId: input.id,
    comment: input.comment,
    images: input.images,
  });
  return { promotion: toPromotion(ctx.log, applied, Date.now(), true) };
}

const ActionResultSchema = z.object({ promotion: PromotionSchema });

export async function claimPromotion(
  ctx: MemberContext,
  input: { id: number; requestKey: string },
): Promise<{ promotion: Promotion }> {
  const member = await memberOf(ctx);
  return once(
    ctx.store,
    `promotion-claim:${member}`,
    input.requestKey,
    ActionResultSchema,
    async () => {
      const claimed = await postClaimPromotion(ctx.gateway, input.id, input.requestKey);
      return { promotion: toPromotion(ctx.log, claimed, Date.now(), true) };
    },
  );
}

/* ----------------------------------------------------------------------- the daily sign-in */

function toCalendar(value: GatewayLoginPromotion): SignInCalendar {
  const days = value.days.map((day) => ({
    day: day.day,
    date: day.date,
    reward: formatAmount(day.rewardAmount),
    state: day.signedIn
      ? ('signed' as const)
      : day.date === value.today
        ? ('today' as const)
        : day.date < value.today
          ? ('missed' as const)
          : ('later' as const),
  }));
  return {
    days,
    today: value.today,
    streak: value.streak,
    signedToday: value.days.some((d) => d.date === value.today && d.signedIn),
  };
}

export async function getSignInCalendar(ctx: MemberContext): Promise<SignInCalendar> {
  return toCalendar(await fetchLoginPromotion(ctx.gateway));
}

export async function signIn(ctx: MemberContext, requestKey: string): Promise<SignInCalendar> {
  const member = await memberOf(ctx);
  return once(ctx.store, `sign-in:${member}`, requestKey, SignInCalendarSchema, async () =>
    toCalendar(await postSignIn(ctx.gateway, requestKey)),
  );
}
