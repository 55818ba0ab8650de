import { MemberInfoResultSchema } from '@app/contracts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getMemberInfo } from './member.service.ts';

export const memberRouter = router({
  /** Public: a visitor gets null rather than an error, so the shell can ask unconditionally. */
  info: publicProcedure.output(MemberInfoResultSchema).query(({ ctx }) => getMemberInfo(ctx)),
});
