/**
 * How the /__sandbox controls read their input: plain JSON answers, not the gateway envelope
 * (these are not gateway endpoints), and a bad input is 400 `invalid_request` with zod's issues.
 */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** The parsed input, or null once the 400 is sent (the control then returns `reply`). */
export function controlInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  reply: FastifyReply,
): z.infer<S> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  void reply
    .code(400)
    .send({ error: 'invalid_request', issues: parsed.error.issues.map((i) => i.message) });
  return null;
}
