import {
  CountriesSchema,
  LanguageInputSchema,
  RegisterRulesSchema,
  SystemStatusSchema,
} from '@app/contracts';
import { publicProcedure, router, withLanguage } from '../../trpc/init.ts';
import { getCountries, getRegisterRules, getStatus } from './system.service.ts';

export const systemRouter = router({
  status: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(SystemStatusSchema)
    .query(({ ctx }) => getStatus(ctx, ctx.language)),
  registerRules: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(RegisterRulesSchema)
    .query(({ ctx }) => getRegisterRules(ctx, ctx.language)),
  /** The dialing codes of the SMS login's country select, the site's home market first. */
  countries: publicProcedure
    .input(LanguageInputSchema)
    .use(withLanguage)
    .output(CountriesSchema)
    .query(({ ctx }) => getCountries(ctx, ctx.language)),
});
