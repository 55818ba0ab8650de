import { describe, expect, it } from 'vitest';
import { PROMOTION_STATUSES } from '@app/contracts';
import {
  actionFor,
  addPictures,
  categoriesOf,
  progressPercent,
  statusTone,
} from './promotion-rules.ts';

const MB = 1024 * 1024;
const file = (type: string, size = 1_000) => ({ type, size });

describe('actionFor', () => {
  it('offers join, an application or a claim, and nothing for every other status', () => {
    expect(actionFor({ status: 'JOIN', kind: 'TARGET' })).toBe('join');
    expect(actionFor({ status: 'JOIN', kind: 'EVENT' })).toBe('join');
    expect(actionFor({ status: 'JOIN', kind: 'APPLY' })).toBe('apply');
    expect(actionFor({ status: 'CLAIM', kind: 'APPLY' })).toBe('claim');
    const others = PROMOTION_STATUSES.filter((s) => s !== 'JOIN' && s !== 'CLAIM');
    for (const status of others) expect(actionFor({ status, kind: 'TARGET' })).toBeNull();
  });

  it('gives every status a tone', () => {
    for (const status of PROMOTION_STATUSES) expect(statusTone(status)).toMatch(/\w+/);
    expect(statusTone('REJECTED')).toBe('refused');
    expect(statusTone('CLOSE')).toBe('over');
  });
});

describe('progressPercent', () => {
  it('is the share of the target reached, capped at 100, null without a target', () => {
    expect(progressPercent({ progress: '2500.00', target: '10000.00' })).toBe(25);
    expect(progressPercent({ progress: '9999.99', target: '10000.00' })).toBe(99);
    expect(progressPercent({ progress: '12000.00', target: '10000.00' })).toBe(100);
    expect(progressPercent({ progress: null, target: '10000.00' })).toBeNull();
    expect(progressPercent({ progress: '1.00', target: null })).toBeNull();
  });
});

describe('addPictures (png or jpg, at most 3, each at most 5 MB)', () => {
  it('keeps png and jpg up to three', () => {
    const { pictures, refusal } = addPictures(
      [],
      [file('image/png'), file('image/jpeg'), file('image/png')],
    );
    expect(pictures).toHaveLength(3);
    expect(refusal).toBeNull();
  });

  it('refuses a fourth picture and keeps the three', () => {
    const three = [file('image/png'), file('image/png'), file('image/jpeg')];
    const { pictures, refusal } = addPictures(three, [file('image/png')]);
    expect(pictures).toEqual(three);
    expect(refusal).toBe('validation.tooManyImages');
  });

  it('refuses other types and pictures over 5 MB, keeping the good ones', () => {
    const good = file('image/jpeg', 5 * MB);
    const { pictures, refusal } = addPictures(
      [],
      [file('image/gif'), good, file('image/png', 5 * MB + 1), file('image/webp')],
    );
    expect(pictures).toEqual([good]);
    expect(refusal).toBe('validation.imagePngJpg');
    expect(addPictures([], [file('image/png', 5 * MB + 1)]).refusal).toBe(
      'validation.imageTooLarge',
    );
  });
});

describe('categoriesOf', () => {
  it('lists each category once, in the order given', () => {
    expect(
      categoriesOf([
        { category: 'SLOTS' },
        { category: null },
        { category: 'LIVE' },
        { category: 'SLOTS' },
      ]),
    ).toEqual(['SLOTS', 'LIVE']);
  });
});
