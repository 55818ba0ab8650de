/** Test controls of the merchant's switches: site status, module switches, settings. */
import type { FastifyInstance } from 'fastify';
import { RegisterFieldRuleSchema } from '@app/contracts';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { controlInput } from '../../gateway/control-input.ts';
import { GamesSlice } from '../games/games.state.ts';
import { SettingsSchema, MerchantSlice } from './merchant.state.ts';

const StatusBodySchema = z
  .object({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() })
  .strict();

const WhitelabelBodySchema = z
  .object({ flags: z.record(z.string().regex(/^[A-Z0-9_]{2,40}$/), z.boolean()) })
  .strict();

const SettingsBodySchema = SettingsSchema.partial().strict();

/** Per-field register rules to change (`{ rules: { nickname: { enabled: true } } }`). */
const RegisterRulesBodySchema = z
  .object({
    rules: z
      .record(z.string().regex(/^[a-zA-Z]{2,40}$/), RegisterFieldRuleSchema.partial().strict())
      .default({}),
    /** Back to the seed's rules first. */
    reset: z.boolean().optional(),
  })
  .strict();

export function systemControls(app: FastifyInstance, deps: SandboxDeps): void {
  const merchant = deps.slice(MerchantSlice);

  app.post('/__sandbox/status', (request, reply) => {
    const body = controlInput(StatusBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    return merchant.setStatus(body);
  });

  app.get('/__sandbox/whitelabel', () => ({ flags: merchant.whitelabel() }));

  app.post('/__sandbox/whitelabel', (request, reply) => {
    const body = controlInput(WhitelabelBodySchema, request.body, reply);
    if (!body) return reply;
    merchant.setWhitelabel(body.flags);
    return { flags: merchant.whitelabel() };
  });

  app.get('/__sandbox/register-rules', () => ({ rules: merchant.registerRules() }));

  app.post('/__sandbox/register-rules', (request, reply) => {
    const body = controlInput(RegisterRulesBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    return { rules: merchant.changeRegisterRules(body.rules, body.reset) };
  });

  app.get('/__sandbox/settings', () => merchant.settings());

  app.post('/__sandbox/settings', (request, reply) => {
    const body = controlInput(SettingsBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    merchant.updateSettings(body);
    // Turning the round switch off ends every open round.
    if (body.launchRoundOpen === false) deps.slice(GamesSlice).endAllRounds();
    return merchant.settings();
  });
}
