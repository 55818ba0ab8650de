import { BalanceSchema, MemberInfoResultSchema } from '@app/contracts';
import { memberProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { getBalance, getMemberInfo } from './member.service.ts';

export const memberRouter = router({
  /** Public: a visitor gets null rather than an error, so the shell can ask unconditionally. */
  info: publicProcedure.output(MemberInfoResultSchema).query(({ ctx }) => getMemberInfo(ctx)),
  /** The balance widget: signed-in members only, asked in the member's language. */
  balance: memberProcedure.output(BalanceSchema).query(({ ctx }) => getBalance(ctx)),
});
