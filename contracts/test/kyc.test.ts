import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/constants.ts';
import {
  BirthdaySchema,
  GatewaySecurityConfigSchema,
  KYC_ID_TYPES,
  KYC_NATURES_OF_WORK,
  KYC_SOURCES_OF_INCOME,
  KycPersonalInfoInputSchema,
  KycUploadInputSchema,
  base64ByteLength,
  isCalendarDate,
  isOfAge,
  manilaDate,
  shouldPromptKyc,
  sniffImageType,
  toGatewayPersonalInfo,
} from '../src/kyc.ts';
import { GATEWAY_PERSONAL_INFO } from './fixtures/kyc.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1];

function dataUrl(type: string, bytes: number[] | Buffer): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

const valid = {
  idType: '17',
  payeeName: 'Juan Dela Cruz',
  birthday: '1990-05-17',
  address: '12 Rizal St, Makati',
  permanentAddress: '12 Rizal St, Makati',
  placeOfBirth: 'Cebu City',
  nationality: 'ph',
  sourceOfIncome: '1',
  occupation: '6',
  employerName: '',
};

describe('KYC option lists (spec section 3)', () => {
  it('has ID types 1–20, two sources of income and nature of work 3–21', () => {
    expect(KYC_ID_TYPES.map((t) => t.key)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(KYC_ID_TYPES[0]?.label).toBe('Passport');
    expect(KYC_ID_TYPES[19]?.label).toBe('NBI clearance');
    expect(KYC_SOURCES_OF_INCOME.map((s) => s.label)).toEqual(['Employed', 'Self employed']);
    expect(KYC_NATURES_OF_WORK).toHaveLength(19);
    expect(KYC_NATURES_OF_WORK.map((n) => n.key)).toEqual(
      Array.from({ length: 19 }, (_, i) => i + 3),
    );
  });
});

describe('the age rule (at least 21 in Manila)', () => {
  it('comes of age on the 21st birthday, not the day before', () => {
    expect(isOfAge('2005-11-24', '2026-11-24')).toBe(true);
    expect(isOfAge('2005-11-25', '2026-11-24')).toBe(false);
    expect(isOfAge('1960-01-01', '2026-11-24')).toBe(true);
  });

  it('counts a 29 February birthday as of age on 1 March of a common year', () => {
    expect(isOfAge('2004-02-29', '2025-02-28')).toBe(false);
    expect(isOfAge('2004-02-29', '2025-03-01')).toBe(true);
  });

  it("takes today's date in Manila, which runs 8 hours ahead of UTC", () => {
    // 16:30 UTC on 23 November is 00:30 on 24 November in Manila.
    expect(manilaDate(new Date('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
    expect(manilaDate(new Date('2026-11-23T15:59:00Z'))).toBe('2026-11-23');
  });

  it('is monotonic: anyone older than someone of age is of age', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (a, b) => {
          const [older, younger] = [a, b].sort((x, y) => x.getTime() - y.getTime());
          const day = (d: Date) => d.toISOString().slice(0, 10);
          const today = '2026-11-24';
          if (isOfAge(day(younger!), today)) expect(isOfAge(day(older!), today)).toBe(true);
        },
      ),
    );
  });

  it('refuses impossible dates and reports an under-21 birthday with its own key', () => {
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(BirthdaySchema.safeParse('1990-13-01').error?.issues[0]?.message).toBe(
      'validation.birthday',
    );
    expect(BirthdaySchema.safeParse('1899-12-31').error?.issues[0]?.message).toBe(
      'validation.birthday',
    );
    expect(BirthdaySchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
    const under21 = `${Number(manilaDate().slice(0, 4)) - 20}${manilaDate().slice(4)}`;
    expect(BirthdaySchema.safeParse(under21).error?.issues.map((i) => i.message)).toEqual([
      'validation.birthdayLimit',
    ]);
  });
});

describe('KycPersonalInfoInputSchema', () => {
  it('accepts the form as typed and maps it to the gateway field names', () => {
    const parsed = KycPersonalInfoInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      idType: 17,
      sourceOfIncome: 1,
      occupation: 6,
      nationality: 'PH',
    });
    // The form left the employer empty.
    expect(toGatewayPersonalInfo(parsed)).toEqual({ ...GATEWAY_PERSONAL_INFO, employerName: '' });
  });

  it('requires every field but the employer and keeps keys inside their lists', () => {
    const result = KycPersonalInfoInputSchema.safeParse({
      ...valid,
      idType: '21',
      payeeName: '  ',
      occupation: '2',
      sourceOfIncome: '3',
      address: 'x'.repeat(201),
      employerName: undefined,
    });
    const errors = result.error?.flatten().fieldErrors;
    expect(errors).toEqual({
      idType: ['validation.required'],
      payeeName: ['validation.required'],
      occupation: ['validation.required'],
      sourceOfIncome: ['validation.required'],
      address: ['validation.tooLong'],
    });
  });
});

describe('ID images', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(Uint8Array.from(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from(PNG))).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('computes the decoded size of base64 without decoding it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base64ByteLength(Buffer.from(bytes).toString('base64'))).toBe(bytes.length);
      }),
    );
  });

  it('requires the front, takes back and selfie optionally, and accepts image data URLs only', () => {
    expect(KycUploadInputSchema.safeParse({ front: dataUrl('image/png', PNG) }).success).toBe(true);
    expect(
      KycUploadInputSchema.safeParse({
        front: dataUrl('image/jpeg', JPEG),
        back: dataUrl('image/png', PNG),
        selfie: dataUrl('image/jpeg', JPEG),
      }).success,
    ).toBe(true);
    expect(
      KycUploadInputSchema.safeParse({ back: dataUrl('image/png', PNG) }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['front'], message: 'validation.required' })]);
    for (const front of [
      dataUrl('image/svg+xml', Buffer.from('<svg/>')),
      dataUrl('text/html', Buffer.from('<b>x</b>')),
      'https://example.com/id.png',
      'data:image/png;base64,not base64!',
    ]) {
      expect(KycUploadInputSchema.safeParse({ front }).error?.issues[0]?.message).toBe(
        'validation.imageType',
      );
    }
  });

  it('refuses an image over 5,242,880 bytes and accepts one of exactly that size', () => {
    const atLimit = Buffer.alloc(LIMITS.imageMaxBytes, 1);
    PNG.forEach((byte, i) => (atLimit[i] = byte));
    expect(KycUploadInputSchema.safeParse({ front: dataUrl('image/png', atLimit) }).success).toBe(
      true,
    );
    const over = Buffer.concat([atLimit, Buffer.from([1])]);
    expect(
      KycUploadInputSchema.safeParse({ front: dataUrl('image/png', over) }).error?.issues[0]
        ?.message,
    ).toBe('validation.imageTooLarge');
  });
});

describe('the KYC prompt rule (spec section 4)', () => {
  const due = { enabled: true, isComplete: false, status: 'N', uploaded: false };
  const on = { mandatory: true, postponed: false };

  it('shows only when every condition holds', () => {
    expect(shouldPromptKyc(due, on)).toBe(true);
    expect(shouldPromptKyc(due, { ...on, mandatory: false })).toBe(false);
    expect(shouldPromptKyc(due, { ...on, postponed: true })).toBe(false);
    expect(shouldPromptKyc({ ...due, enabled: false }, on)).toBe(false);
    expect(shouldPromptKyc({ ...due, isComplete: true }, on)).toBe(false);
    expect(shouldPromptKyc({ ...due, status: 'P' }, on)).toBe(false);
    expect(shouldPromptKyc({ ...due, uploaded: true }, on)).toBe(false);
  });

  it("reads the gateway's flags as booleans, 'Y' or 1", () => {
    const parsed = GatewaySecurityConfigSchema.parse({
      info: { idVerification: { enabled: 'Y', isComplete: 0, status: 'N' } },
    });
    expect(parsed.info?.idVerification).toEqual({ enabled: true, isComplete: false, status: 'N' });
    expect(GatewaySecurityConfigSchema.parse({}).info).toBeUndefined();
  });
});
