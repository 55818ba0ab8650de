// DEV-ONLY stub of the bff router type; deleted before hand-off.
import { initTRPC } from '@trpc/server';
import {
  LanguageInputSchema,
  LoginInputSchema,
  type MemberInfo,
  type SessionInfo,
  type SystemStatus,
} from '@app/contracts';
const t = initTRPC.create();
export const appRouter = t.router({
  system: t.router({
    status: t.procedure.input(LanguageInputSchema).query((): SystemStatus => null as never),
  }),
  content: t.router({
    marquee: t.procedure
      .input(LanguageInputSchema)
      .query(() => ({ items: [] as Array<{ id: string; title: string; content: string }> })),
  }),
  session: t.router({
    captcha: t.procedure.query(() => ({ image: '' })),
    login: t.procedure
      .input(LoginInputSchema)
      .mutation(() => ({ session: null as unknown as SessionInfo })),
    logout: t.procedure.mutation(() => ({ ok: true as const })),
  }),
  member: t.router({ info: t.procedure.query((): MemberInfo | null => null) }),
});
export type AppRouter = typeof appRouter;
