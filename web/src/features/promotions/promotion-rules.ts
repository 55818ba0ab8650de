/**
 * The promotions screen's rules, as pure functions (tested in promotion-rules.test.ts): what a
 * status offers the player, how it is coloured, and which pictures an application takes (spec
 * section 5: png or jpg, at most 3, each at most 5 MB).
 */
import {
  LIMITS,
  PROMOTION_IMAGE_TYPES,
  type Promotion,
  type PromotionStatus,
} from '@app/contracts';

/** What the card's button does: join, send an application, claim, or nothing. */
export type PromotionAction = 'join' | 'apply' | 'claim' | null;

export function actionFor(promotion: Pick<Promotion, 'status' | 'kind'>): PromotionAction {
  if (promotion.status === 'CLAIM') return 'claim';
  if (promotion.status !== 'JOIN') return null;
  return promotion.kind === 'APPLY' ? 'apply' : 'join';
}

/** The chip's colour: something to do, waiting, done, refused, or over. */
export type StatusTone = 'action' | 'waiting' | 'done' | 'refused' | 'over';

const TONES: Record<PromotionStatus, StatusTone> = {
  JOIN: 'action',
  CLAIM: 'action',
  APPLYING: 'waiting',
  PROCESS: 'waiting',
  JOINED: 'waiting',
  COMING_SOON: 'waiting',
  ISSUED: 'done',
  CLAIMED: 'done',
  REJECTED: 'refused',
  CLOSE: 'over',
};

export function statusTone(status: PromotionStatus): StatusTone {
  return TONES[status];
}

/** How far a TARGET promotion is, 0 to 100, from its two-decimal texts; null without a target. */
export function progressPercent(promotion: Pick<Promotion, 'progress' | 'target'>): number | null {
  if (promotion.target === null || promotion.progress === null) return null;
  const target = Number(promotion.target);
  if (!(target > 0)) return null;
  return Math.min(100, Math.floor((Number(promotion.progress) / target) * 100));
}

export type PictureRefusal =
  'validation.imagePngJpg' | 'validation.imageTooLarge' | 'validation.tooManyImages';

/**
 * The pictures an application keeps when the player adds `added` to the `kept` ones: each png or
 * jpg of at most 5 MB, up to 3 in all; the first refusal says why the others were left out.
 */
export function addPictures<F extends { type: string; size: number }>(
  kept: readonly F[],
  added: readonly F[],
): { pictures: F[]; refusal: PictureRefusal | null } {
  const pictures = [...kept];
  let refusal: PictureRefusal | null = null;
  for (const file of added) {
    if (!(PROMOTION_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      refusal ??= 'validation.imagePngJpg';
    } else if (file.size > LIMITS.imageMaxBytes) {
      refusal ??= 'validation.imageTooLarge';
    } else if (pictures.length >= LIMITS.activityImagesMax) {
      refusal ??= 'validation.tooManyImages';
    } else {
      pictures.push(file);
    }
  }
  return { pictures, refusal };
}

/** The categories present, in the order they first appear (the gateway's order). */
export function categoriesOf(promotions: readonly Pick<Promotion, 'category'>[]): string[] {
  return [...new Set(promotions.flatMap((p) => (p.category ? [p.category] : [])))];
}
