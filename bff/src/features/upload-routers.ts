/**
 * The domains' procedures on the /upload mount (bodies of megabytes, decision 011), one line
 * each; trpc/router.ts mounts them.
 */
export { kycUploadRouter as kyc } from './kyc/kyc.router.ts';
export { promotionsUploadRouter as promotions } from './promotions/promotions.router.ts';
