/** Test controls of the accounts: a member made for a test, a new address, the last SMS and captcha. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { controlInput } from '../../gateway/control-input.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { gameByNodeId } from '../games/catalogue.data.ts';
import { GamesSlice } from '../games/games.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import { AccountsSlice } from './accounts.state.ts';

/** What a member made by the control starts with. */
const TEST_MEMBER_BALANCE_CENTS = 10_000;

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

const LoginVerificationBodySchema = z
  .object({ username: z.string().trim().min(1).max(64), required: z.boolean() })
  .strict();

/** The `expirationTime` the SMS sends answer with from now on (null: none, the default). */
const SmsExpirationBodySchema = z
  .object({ seconds: z.number().int().positive().max(3600).nullable() })
  .strict();

const SmsQuerySchema = z.object({ mobile: z.string().min(1).max(20) });

export function accountControls(app: FastifyInstance, deps: SandboxDeps): void {
  const accounts = deps.slice(AccountsSlice);

  app.post('/__sandbox/accounts', (request, reply) => {
    const body = controlInput(AccountBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    const { username, password, type, nickname, favourites } = body;
    if (accounts.byUsername(username)) return reply.code(409).send({ error: 'username_taken' });
    const unknown = favourites.filter((id) => !gameByNodeId(Number(id)));
    if (unknown.length) return reply.code(400).send({ error: 'unknown_games', issues: unknown });
    const account = accounts.add({
      username,
      passwordHash: hashPassword(password),
      nickname,
      type,
      mobile: null,
      countryDialingCode: null,
      email: null,
      vipLabel: 'VIP0',
      firstTimeLogin: false,
      passwordExpired: false,
    });
    deps.slice(WalletSlice).open(account.id, TEST_MEMBER_BALANCE_CENTS);
    const games = deps.slice(GamesSlice);
    // setFavourite puts each id first: the oldest goes in first.
    for (const id of [...favourites].reverse()) games.setFavourite(account.id, Number(id), true);
    return { id: account.id, username, type, favourites: games.favourites(account.id) };
  });

  /** The member's next login comes "from a new address" (login IP verification, §4). */
  app.post('/__sandbox/login-verification', (request, reply) => {
    const body = controlInput(LoginVerificationBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    const account = accounts.byUsername(body.username);
    if (!account) return reply.code(404).send({ error: 'no_account' });
    accounts.setLoginVerification(account.username, body.required);
    return { username: account.username, required: body.required };
  });

  app.get('/__sandbox/sms/last', (request, reply) => {
    const query = controlInput(SmsQuerySchema, request.query, reply);
    if (!query) return reply;
    const code = accounts.lastSms(query.mobile);
    if (!code) return reply.code(404).send({ error: 'no_sms', code: null });
    return { code };
  });

  app.post('/__sandbox/sms/expiration', (request, reply) => {
    const body = controlInput(SmsExpirationBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    accounts.setSmsExpirationSeconds(body.seconds);
    return { seconds: body.seconds };
  });

  app.get('/__sandbox/captcha/last', (_request, reply) => {
    const last = accounts.lastCaptcha();
    if (!last) return reply.code(404).send({ error: 'no_captcha', captchaId: null, answer: null });
    return last;
  });
}
