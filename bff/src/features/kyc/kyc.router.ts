import {
  KycPersonalInfoInputSchema,
  KycResultSchema,
  KycStatusSchema,
  KycUploadInputSchema,
} from '@app/contracts';
import { realMemberProcedure, router } from '../../trpc/init.ts';
import { getKycStatus, submitPersonalInfo, uploadIdImages } from './kyc.service.ts';

/** Counted per member: the same limit for both writes, whoever's address they come from. */
const perMember = realMemberProcedure.use(async ({ ctx, next }) => {
  await ctx.limits.check('kycPerMember', ctx.sessionData.userName ?? ctx.session.id ?? undefined);
  return next();
});

export const kycRouter = router({
  /** What the KYC prompt rule needs (spec section 4); real members only. */
  status: realMemberProcedure.output(KycStatusSchema).query(({ ctx }) => getKycStatus(ctx)),
  /** Step 1: personal information, encrypted to the gateway. */
  submitPersonalInfo: perMember
    .input(KycPersonalInfoInputSchema)
    .output(KycResultSchema)
    .mutation(({ ctx, input }) => submitPersonalInfo(ctx, input)),
});

/**
 * Step 2 lives on its own tRPC mount (/upload, plugins/trpc.ts) because its body is megabytes,
 * and a body limit belongs to a route (http/body-limits.ts, decision 011).
 */
export const kycUploadRouter = router({
  uploadId: perMember
    .input(KycUploadInputSchema)
    .output(KycResultSchema)
    .mutation(({ ctx, input }) => uploadIdImages(ctx, input)),
});
