import { CountriesSchema, RegisterRulesSchema, SystemStatusSchema } from '@app/contracts';
import { checkedOnceWhenFrozen, localisedProcedure, router } from '../../trpc/init.ts';
import { getCountries, getRegisterRules, getStatus } from './system.service.ts';

/**
 * The status's output check, shared with the route that answers it ahead of tRPC
 * (status-shortcut.ts): checked once per cached answer, since the same frozen object comes back
 * within a second.
 */
export const statusOutput = checkedOnceWhenFrozen(SystemStatusSchema);

export const systemRouter = router({
  status: localisedProcedure.output(statusOutput).query(({ ctx }) => getStatus(ctx, ctx.language)),
  registerRules: localisedProcedure
    .output(RegisterRulesSchema)
    .query(({ ctx }) => getRegisterRules(ctx, ctx.language)),
  /** The dialing codes of the SMS login's country select, the site's home market first. */
  countries: localisedProcedure
    .output(CountriesSchema)
    .query(({ ctx }) => getCountries(ctx, ctx.language)),
});
