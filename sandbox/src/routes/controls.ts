/**
 * Test controls under /__sandbox/ (§ "Test controls" of the README). Registered only in test and
 * demo mode. Plain JSON answers, not the gateway envelope: these are not gateway endpoints.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../gateway/context.ts';
import type { SandboxRuntime } from '../gateway/runtime.ts';
import { gameByNodeId } from '../data/games.ts';
import { hashPassword } from '../state/passwords.ts';
import { promotionSeed } from '../data/promotions.ts';
import { PromotionFlagsSchema, SettingsSchema, type PromotionEntry } from '../state/types.ts';
import { memberStatus } from './promotions.ts';
import { settleDeposit, settleWithdrawal } from './wallet.ts';

const StatusBodySchema = z
  .object({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() })
  .strict();

const WhitelabelBodySchema = z
  .object({ flags: z.record(z.string().regex(/^[A-Z0-9_]{2,40}$/), z.boolean()) })
  .strict();

const SettingsBodySchema = SettingsSchema.partial().strict();

const LoginVerificationBodySchema = z
  .object({ username: z.string().trim().min(1).max(64), required: z.boolean() })
  .strict();

const KycQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });
const MoneyQuerySchema = KycQuerySchema;
const SettleBodySchema = z.object({ status: z.enum(['approved', 'rejected']) });
const OrderParamsSchema = z.object({ orderNo: z.string().regex(/^[A-Z][0-9A-F]{6,40}$/) });

const KycBodySchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    /** As a back-office review would set it; N also forgets what was sent. */
    status: z.enum(['N', 'P', 'Y', 'R']),
  })
  .strict();

const PromotionsBodySchema = PromotionFlagsSchema.partial().strict();

const PromotionActionParamsSchema = z.object({ action: z.enum(['review', 'progress', 'issue']) });
const PromotionActionBodySchema = z
  .object({
    username: z.string().min(1).max(64),
    promotionId: z.number().int().positive(),
    /** review: false rejects, with `reason`. */
    approve: z.boolean().optional(),
    reason: z.string().min(1).max(200).optional(),
    /** progress: the turnover so far, in pesos. */
    turnover: z.number().min(0).max(1e9).optional(),
  })
  .strict();

const InboxBodySchema = z
  .object({
    username: z.string().min(1).max(64),
    title: z.string().min(1).max(120).optional(),
    content: z.string().max(2000).optional(),
    chatUnread: z.number().int().min(0).max(10_000).optional(),
  })
  .strict()
  .refine((b) => b.title !== undefined || b.chatUnread !== undefined, {
    message: 'give title or chatUnread',
  });

/** A member made for a test: any customer type (4 the trial player, 1/2/41/42 agents). */
const AccountBodySchema = z
  .object({
    username: z.string().regex(/^[A-Za-z0-9_]{3,32}$/),
    password: z.string().min(6).max(64),
    type: z.number().int().min(0).max(99).default(0),
    nickname: z.string().min(1).max(40).nullable().default(null),
    /** Favourite nodeIds, newest first; each must be a catalogue game. */
    favourites: z
      .array(z.string().regex(/^\d{1,15}$/))
      .max(200)
      .default([]),
  })
  .strict();

const SmsQuerySchema = z.object({ mobile: z.string().min(1).max(20) });

const FaultBodySchema = z
  .object({
    path: z.string().startsWith('/').max(300),
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    status: z.number().int().min(200).max(599).optional(),
    errorCode: z.string().min(1).max(80).optional(),
    times: z.number().int().min(1).optional(),
  })
  .strict()
  .refine((f) => f.latencyMs !== undefined || f.status !== undefined || f.errorCode !== undefined, {
    message: 'give latencyMs, status or errorCode',
  });

const ContentBodySchema = z
  .object({
    banners: z
      .array(
        z
          .object({
            bannerId: z.number().int(),
            groupName: z.string().min(1).max(40),
            url: z.string().max(2000),
            title: z.string().max(200).default(''),
            linkage: z.string().max(2000).nullable().default(null),
            linkageType: z.string().max(40).nullable().default(null),
            redirect: z.string().max(40).nullable().default(null),
            externalLink: z.string().max(2000).nullable().default(null),
          })
          .strict(),
      )
      .max(50)
      .optional(),
    resources: z
      .array(
        z
          .object({
            resourceType: z.string().min(1).max(40),
            url: z.string().max(2000),
            labelNameEn: z.string().max(80).nullable().optional(),
          })
          .strict(),
      )
      .max(50)
      .optional(),
  })
  .strict();

/** Gives a member rewards (issue 14): spins, a raffle reward to claim, a VIP level. */
const RewardsBodySchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    spins: z.number().int().min(0).max(1_000).optional(),
    raffle: z
      .object({
        title: z.string().min(1).max(80),
        amountCents: z.number().int().min(1).max(100_000_000),
        expiresInMs: z
          .number()
          .int()
          .min(1)
          .max(365 * 86_400_000)
          .optional(),
      })
      .strict()
      .optional(),
    /** The prize the member's next spin stops on (TURNTABLE_PRIZES' prizeId). */
    nextPrizeId: z.number().int().min(1).max(8).optional(),
    vipLevel: z.number().int().min(0).max(20).optional(),
  })
  .strict();
const RewardsQuerySchema = KycQuerySchema;

const ReceivedQuerySchema = z.object({ path: z.string().startsWith('/').max(300).optional() });

function badRequest(reply: FastifyReply, error: z.ZodError): FastifyReply {
  return reply
    .code(400)
    .send({ error: 'invalid_request', issues: error.issues.map((i) => i.message) });
}

export function registerControlRoutes(
  app: FastifyInstance,
  deps: SandboxDeps,
  runtime: SandboxRuntime,
): void {
  const { store } = deps;

  app.post('/__sandbox/reset', () => {
    store.reset();
    runtime.reset();
    return { ok: true };
  });

  app.post('/__sandbox/status', (request, reply) => {
    const body = StatusBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    if (body.data.maintenance !== undefined) store.state.maintenance = body.data.maintenance;
    if (body.data.regionRestriction !== undefined) {
      store.state.regionRestriction = body.data.regionRestriction;
    }
    store.changed();
    return {
      maintenance: store.state.maintenance,
      regionRestriction: store.state.regionRestriction,
    };
  });

  app.get('/__sandbox/whitelabel', () => ({ flags: store.state.whitelabel }));

  app.post('/__sandbox/whitelabel', (request, reply) => {
    const body = WhitelabelBodySchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, body.error);
    store.state.whitelabel = { ...store.state.whitelabel, ...body.data.flags };
    store.changed();
    return { flags: store.state.whitelabel };
  });

  app.get('/__sandbox/settings', () => store.state.settings);

  app.post('/__sandbox/settings', (request, reply) => {
    const body = SettingsBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    store.state.settings = { ...store.state.settings, ...body.data };
    // Turning the round switch off ends every open round.
    if (body.data.launchRoundOpen === false) store.state.openRounds = {};
    store.changed();
    return store.state.settings;
  });

  app.get('/__sandbox/promotions', () => store.state.promotions);

  app.post('/__sandbox/promotions', (request, reply) => {
    const body = PromotionsBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    store.state.promotions = { ...store.state.promotions, ...body.data };
    store.changed();
    return store.state.promotions;
  });

  /**
   * The operator's side of a member's promotion (issue 14): `review` approves (Claim) or rejects
   * an application, `progress` sets a TARGET promotion's turnover (Claim once it reaches the
   * target), `issue` gives the reward of an EVENT or AUTO promotion (Issued, credited).
   */
  app.post('/__sandbox/promotions/:action', (request, reply) => {
    const params = PromotionActionParamsSchema.safeParse(request.params);
    if (!params.success) return badRequest(reply, params.error);
    const body = PromotionActionBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const account = store.accountByUsername(body.data.username);
    if (!account) return reply.code(404).send({ error: 'unknown_account' });
    const seed = promotionSeed(body.data.promotionId);
    if (!seed) return reply.code(404).send({ error: 'unknown_promotion' });
    const entry = store.promotionEntry(account.id, seed.promotionId);
    const now = Date.now();
    const move = (change: Partial<PromotionEntry>) => {
      const next: PromotionEntry = {
        progressCents: 0,
        comment: '',
        imageBytes: [],
        rejectReason: null,
        state: 'JOINED',
        ...entry,
        ...change,
        updatedAt: now,
      };
      store.setPromotionEntry(account.id, seed.promotionId, next);
      return { entry: next, status: memberStatus(seed, next, now) };
    };
    const refuse = (why: string) => reply.code(409).send({ error: why, entry: entry ?? null });
    switch (params.data.action) {
      case 'review':
        if (entry?.state !== 'APPLYING') return refuse('not_applying');
        return body.data.approve === false
          ? move({ state: 'REJECTED', rejectReason: body.data.reason ?? 'Not eligible.' })
          : move({ state: 'CLAIM' });
      case 'progress': {
        if (entry?.state !== 'PROCESS' || seed.targetCents === null)
          return refuse('not_in_process');
        const progressCents = Math.round((body.data.turnover ?? 0) * 100);
        return move({
          progressCents,
          state: progressCents >= seed.targetCents ? 'CLAIM' : 'PROCESS',
        });
      }
      case 'issue':
        if (seed.joinType !== 'EVENT' && seed.joinType !== 'AUTO') return refuse('not_issued_kind');
        if (seed.joinType === 'EVENT' && entry?.state !== 'JOINED') return refuse('not_joined');
        if (entry?.state === 'ISSUED') return refuse('already_issued');
        store.post(account.id, 'BON', seed.bonusCents, seed.title);
        return move({ state: 'ISSUED' });
    }
  });

  app.post('/__sandbox/inbox', (request, reply) => {
    const body = InboxBodySchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, body.error);
    const account = store.accountByUsername(body.data.username);
    if (!account) return reply.code(404).send({ error: 'no_such_user' });
    const message =
      body.data.title !== undefined
        ? store.addInboxMessage(account.id, body.data.title, body.data.content ?? '')
        : null;
    if (body.data.chatUnread !== undefined) store.setChatUnread(account.id, body.data.chatUnread);
    return {
      message,
      unread: store.inbox(account.id).filter((m) => !m.read).length,
      chatUnread: store.chatUnread(account.id),
    };
  });

  app.post('/__sandbox/accounts', (request, reply) => {
    const body = AccountBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const { username, password, type, nickname, favourites } = body.data;
    if (store.accountByUsername(username)) return reply.code(409).send({ error: 'username_taken' });
    const unknown = favourites.filter((id) => !gameByNodeId(Number(id)));
    if (unknown.length) return reply.code(400).send({ error: 'unknown_games', issues: unknown });
    const account = store.addAccount({
      username,
      passwordHash: hashPassword(password),
      nickname,
      type,
      mobile: null,
      countryDialingCode: null,
      email: null,
      vipLabel: 'VIP0',
      balanceCents: 10_000,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    // setFavourite puts each id first: the oldest goes in first.
    for (const id of [...favourites].reverse()) store.setFavourite(account.id, Number(id), true);
    return { id: account.id, username, type, favourites: store.favourites(account.id) };
  });

  /** The member's next login comes "from a new address" (login IP verification, §4). */
  app.post('/__sandbox/login-verification', (request, reply) => {
    const body = LoginVerificationBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const account = store.accountByUsername(body.data.username);
    if (!account) return reply.code(404).send({ error: 'no_account' });
    store.setLoginVerification(account.username, body.data.required);
    return { username: account.username, required: body.data.required };
  });

  /**
   * What the gateway holds of a member's identity verification: the status, the personal
   * information as received, and per image its type, size and SHA-256 (never the bytes).
   */
  app.get('/__sandbox/kyc', (request, reply) => {
    const query = KycQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    const account = store.accountByUsername(query.data.username);
    if (!account) return reply.code(404).send({ error: 'no_account' });
    const images = Object.fromEntries(
      Object.entries(store.kycImages.get(account.id) ?? {}).map(([slot, image]) => [
        slot,
        {
          type: image.type,
          bytes: image.bytes.length,
          sha256: createHash('sha256').update(image.bytes).digest('hex'),
        },
      ]),
    );
    return { username: account.username, ...store.kyc(account.id), images };
  });

  app.post('/__sandbox/kyc', (request, reply) => {
    const body = KycBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const account = store.accountByUsername(body.data.username);
    if (!account) return reply.code(404).send({ error: 'no_account' });
    const { status } = body.data;
    if (status === 'N') store.kycImages.delete(account.id);
    const record = store.updateKyc(
      account.id,
      status === 'N' ? { status, personal: null, personalAt: null, uploadedAt: null } : { status },
    );
    return { username: account.username, ...record };
  });

  app.get('/__sandbox/sms/last', (request, reply) => {
    const query = SmsQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    const code = store.lastSms(query.data.mobile);
    if (!code) return reply.code(404).send({ error: 'no_sms', code: null });
    return { code };
  });

  app.get('/__sandbox/captcha/last', (_request, reply) => {
    const last = store.state.lastCaptcha;
    if (!last) return reply.code(404).send({ error: 'no_captcha', captchaId: null, answer: null });
    return last;
  });

  /** What the gateway holds of a member's money (issue 13): for journeys and tests to look at. */
  app.get('/__sandbox/money', (request, reply) => {
    const query = MoneyQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    const account = store.accountByUsername(query.data.username);
    if (!account) return reply.code(404).send({ error: 'unknown_account' });
    const wallet = store.wallet(account.id);
    return {
      balanceCents: account.balanceCents,
      gameWalletsCents: wallet.gameWalletsCents,
      bankCards: wallet.bankCards.length,
      hasPaymentPassword: wallet.paymentPasswordHash !== null,
      deposits: wallet.deposits,
      withdrawals: wallet.withdrawals,
      ledger: wallet.ledger.slice(0, 20),
    };
  });

  /** The operator approves or rejects a pending deposit or withdrawal. */
  app.post('/__sandbox/money/:orderNo', (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    if (!params.success) return badRequest(reply, params.error);
    const body = SettleBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const order = store.moneyOrder(params.data.orderNo);
    if (!order) return reply.code(404).send({ error: 'unknown_order' });
    if (order.deposit) settleDeposit(store, order.accountId, order.deposit, body.data.status);
    if (order.withdrawal) {
      settleWithdrawal(store, order.accountId, order.withdrawal, body.data.status);
    }
    return { deposit: order.deposit ?? null, withdrawal: order.withdrawal ?? null };
  });

  /** What the gateway holds of a member's rewards (issue 14). */
  app.get('/__sandbox/rewards', (request, reply) => {
    const query = RewardsQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    const account = store.accountByUsername(query.data.username);
    if (!account) return reply.code(404).send({ error: 'unknown_account' });
    const { answered: _answered, ...rewards } = store.rewards(account.id);
    return { vipLabel: account.vipLabel, balanceCents: account.balanceCents, ...rewards };
  });

  app.post('/__sandbox/rewards', (request, reply) => {
    const body = RewardsBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const account = store.accountByUsername(body.data.username);
    if (!account) return reply.code(404).send({ error: 'unknown_account' });
    const rewards = store.rewards(account.id);
    const { spins, raffle, nextPrizeId, vipLevel } = body.data;
    if (spins !== undefined) rewards.spins = spins;
    if (nextPrizeId !== undefined) rewards.nextPrizeId = nextPrizeId;
    if (vipLevel !== undefined) account.vipLabel = `VIP${vipLevel}`;
    const now = Date.now();
    const added = raffle
      ? {
          rewardId: store.nextMoneyId(),
          title: raffle.title,
          amountCents: raffle.amountCents,
          source: 'Sandbox',
          status: 'UNCLAIMED' as const,
          createTime: now,
          claimTime: null,
          expireTime: raffle.expiresInMs === undefined ? null : now + raffle.expiresInMs,
        }
      : null;
    if (added) rewards.raffles = [added, ...rewards.raffles];
    store.changed();
    return { spins: rewards.spins, raffle: added, vipLabel: account.vipLabel };
  });

  app.get('/__sandbox/stats', () => ({ counts: runtime.counts, moduleIds: runtime.moduleIds }));

  app.delete('/__sandbox/stats', () => {
    runtime.clearStats();
    return { ok: true };
  });

  app.get('/__sandbox/faults', () => ({ faults: runtime.faults }));

  app.post('/__sandbox/faults', (request, reply) => {
    const body = FaultBodySchema.safeParse(request.body);
    if (!body.success) return badRequest(reply, body.error);
    const { path, latencyMs, status, errorCode, times } = body.data;
    runtime.faults.push({
      path,
      latencyMs: latencyMs ?? 0,
      status: status ?? (errorCode ? 500 : null),
      errorCode: errorCode ?? null,
      remaining: times ?? null,
    });
    return { faults: runtime.faults };
  });

  app.delete('/__sandbox/faults', () => {
    runtime.faults = [];
    return { ok: true };
  });

  app.get('/__sandbox/content', () => runtime.content);

  // Values are served as given, unchecked: the point is to serve what a real gateway might.
  app.post('/__sandbox/content', (request, reply) => {
    const body = ContentBodySchema.safeParse(request.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    if (body.data.banners) runtime.content.banners = body.data.banners;
    if (body.data.resources) runtime.content.resources = body.data.resources;
    return runtime.content;
  });

  app.delete('/__sandbox/content', () => {
    runtime.content = { banners: [], resources: [] };
    return { ok: true };
  });

  app.get('/__sandbox/received', (request, reply) => {
    const query = ReceivedQuerySchema.safeParse(request.query);
    if (!query.success) return badRequest(reply, query.error);
    const path = query.data.path;
    const requests = path ? (runtime.received[path] ?? []) : Object.values(runtime.received).flat();
    return { requests };
  });

  app.get('/__sandbox/keys', () => ({
    modulusHex: deps.keyPair.modulusHex,
    privateExponentHex: deps.keyPair.privateExponentHex,
  }));
}
