/**
 * Test controls of the agents' side (issue 26): put a pending salary, dividend or hourly contract
 * request on any account (what the contract-request check then reports), clear them, and read
 * what the gateway holds of an account's team, links and contracts. What the gateway received
 * is the generic `/__sandbox/received?path=` (the agent write rows are recorded).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { controlInput } from '../../gateway/control-input.ts';
import { AccountsSlice } from '../accounts/accounts.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import { AGENT01_UPLINE, DEFAULT_TIERS } from './agent.data.ts';
import { AgentSlice } from './agent.state.ts';

const KIND_TYPES = {
  salary: 'DAILY_SALARY',
  dividend: 'DIVIDEND',
  hourly: 'HOURLY_SALARY',
} as const;

const UsernameSchema = z.object({ username: z.string().trim().min(1).max(64) });
const PutRequestSchema = UsernameSchema.extend({
  kind: z.enum(['salary', 'dividend', 'hourly']),
  upline: z.string().trim().min(1).max(64).default(AGENT01_UPLINE),
  period: z.enum(['HALF_MONTH', 'MONTH']).default('MONTH'),
});
const ClearRequestsSchema = UsernameSchema.extend({
  kind: z.enum(['salary', 'dividend', 'hourly']).optional(),
});

export function agentControls(app: FastifyInstance, deps: SandboxDeps): void {
  const agents = deps.slice(AgentSlice);
  const accounts = deps.slice(AccountsSlice);

  /** An account's id by username; a member of a seeded team too (they hold contracts as well). */
  const idOf = (username: string) =>
    accounts.byUsername(username)?.id ?? agents.byUsername(username)?.id;

  /** A pending request of `kind` on the account (replacing one of that kind). */
  app.post('/__sandbox/contract-requests', (request, reply) => {
    const body = controlInput(PutRequestSchema, request.body ?? {}, reply);
    if (!body) return reply;
    const id = idOf(body.username);
    if (id === undefined) return reply.code(404).send({ error: 'unknown_account' });
    const type = KIND_TYPES[body.kind];
    const created = agents.putRequest(id, {
      contractType: type,
      uplineUsername: body.upline,
      period: type === 'DIVIDEND' ? body.period : null,
      createdAt: Date.now(),
      tiers: DEFAULT_TIERS[type],
    });
    return { requestId: created.requestId, contractType: type };
  });

  /** Clears the account's pending requests (one kind, or all). */
  app.delete('/__sandbox/contract-requests', (request, reply) => {
    const query = controlInput(ClearRequestsSchema, request.query, reply);
    if (!query) return reply;
    const id = idOf(query.username);
    if (id === undefined) return reply.code(404).send({ error: 'unknown_account' });
    const kinds = query.kind ? [query.kind] : (['salary', 'dividend', 'hourly'] as const);
    for (const kind of kinds) agents.clearRequest(id, KIND_TYPES[kind]);
    return { ok: true };
  });

  /** What the gateway holds of an account's agent side: team, rates, links, contracts. */
  app.get('/__sandbox/agent', (request, reply) => {
    const query = controlInput(UsernameSchema, request.query, reply);
    if (!query) return reply;
    const id = idOf(query.username);
    if (id === undefined) return reply.code(404).send({ error: 'unknown_account' });
    const money = deps.slice(WalletSlice);
    const types = Object.values(KIND_TYPES);
    return {
      id,
      balanceCents: money.balance(id),
      team: agents.team(id).map(({ member, level }) => ({
        id: member.id,
        username: member.username,
        type: member.type,
        level,
        active: member.active,
        balanceCents: money.balance(member.id),
        rebates: agents.rebates(member.id),
      })),
      rebates: agents.rebates(id),
      links: agents.links(id),
      contracts: Object.fromEntries(types.map((t) => [t, agents.contract(id, t)])),
      requests: Object.fromEntries(types.map((t) => [t, agents.request(id, t)])),
      history: agents.history(id),
      income: Object.fromEntries(types.map((t) => [t, agents.income(id, t)])),
    };
  });
}
