import { CountriesSchema, RegisterRulesSchema, SystemStatusSchema } from '@app/contracts';
import { checkedOnceWhenFrozen, localisedProcedure, router } from '../../trpc/init.ts';
import { getCountries, getRegisterRules, getStatus } from './system.service.ts';

export const systemRouter = router({
  /** Checked once per cached answer: the same frozen object comes back within a second. */
  status: localisedProcedure
    .output(checkedOnceWhenFrozen(SystemStatusSchema))
    .query(({ ctx }) => getStatus(ctx, ctx.language)),
  registerRules: localisedProcedure
    .output(RegisterRulesSchema)
    .query(({ ctx }) => getRegisterRules(ctx, ctx.language)),
  /** The dialing codes of the SMS login's country select, the site's home market first. */
  countries: localisedProcedure
    .output(CountriesSchema)
    .query(({ ctx }) => getCountries(ctx, ctx.language)),
});
