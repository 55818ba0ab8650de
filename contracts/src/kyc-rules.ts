// Pure values, no zod: the web app's first load imports these through @app/contracts/values.

/**
 * Identity verification (KYC) rules shared by the web app, the BFF and the sandbox: the option
 * lists, the age rule in Manila's calendar, image recognition by content and the prompt's rule.
 * The schemas built on them are in kyc.ts.
 */
import { LIMITS, MINIMUM_AGE } from './constants.ts';

/* -------------------------------------------------------------------------------------------------
 * Option lists (spec section 3): the key travels, the label is shown.
 * ----------------------------------------------------------------------------------------------- */

/** ID types 1–20, in the spec's order. */
export const KYC_ID_TYPES = [
  { key: 1, label: 'Passport' },
  { key: 2, label: "Driver's License" },
  { key: 3, label: 'PRC ID' },
  { key: 4, label: 'Postal ID' },
  { key: 5, label: "Voter's ID" },
  { key: 6, label: 'Barangay Certification' },
  { key: 7, label: 'TIN' },
  { key: 8, label: 'SSS' },
  { key: 9, label: 'Senior Citizen Card' },
  { key: 10, label: 'Alien Certificate Registration' },
  { key: 11, label: 'UMID' },
  { key: 12, label: 'Seamans Book' },
  { key: 13, label: 'Firearms License' },
  { key: 14, label: 'IBP ID' },
  { key: 15, label: 'OWWA ID' },
  { key: 16, label: 'OFW ID' },
  { key: 17, label: 'National ID' },
  { key: 18, label: 'Phil Health' },
  { key: 19, label: 'Police clearance' },
  { key: 20, label: 'NBI clearance' },
] as const;

/** Source of income: 1 Employed, 2 Self employed. */
export const KYC_SOURCES_OF_INCOME = [
  { key: 1, label: 'Employed' },
  { key: 2, label: 'Self employed' },
] as const;

/** Nature of work, keys 3–21 (19 entries). */
export const KYC_NATURES_OF_WORK = [
  { key: 3, label: 'Corporate Executives' },
  { key: 4, label: 'Managers' },
  { key: 5, label: 'Supervisors' },
  { key: 6, label: 'Professionals' },
  { key: 7, label: 'Associate Professionals' },
  { key: 8, label: 'Technicians' },
  { key: 9, label: 'Clerks' },
  { key: 10, label: 'Service workers' },
  { key: 11, label: 'Sales workers' },
  { key: 12, label: 'Farmers' },
  { key: 13, label: 'Forestry workers' },
  { key: 14, label: 'Fishermen' },
  { key: 15, label: 'Traders' },
  { key: 16, label: 'Operators' },
  { key: 17, label: 'Machine assemblers' },
  { key: 18, label: 'Laborers' },
  { key: 19, label: 'Unskilled workers' },
  { key: 20, label: 'Special occupations' },
  { key: 21, label: 'Others' },
] as const;

/* -------------------------------------------------------------------------------------------------
 * Birthday: at least 21 on today's date in the Philippines.
 * ----------------------------------------------------------------------------------------------- */

/** The players' time zone: "today" for the age rule is today in Manila, whatever the server's. */
export const KYC_TIME_ZONE = 'Asia/Manila';

/** Today's date in Manila as YYYY-MM-DD. */
export function manilaDate(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: KYC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A real calendar date written YYYY-MM-DD (no 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Whether someone born on `birthday` (YYYY-MM-DD) is at least `MINIMUM_AGE` on `today`. The
 * birthday's month and day in the year they turn 21 compare as text, so a 29 February birthday
 * comes of age on 1 March in a common year.
 */
export function isOfAge(birthday: string, today: string = manilaDate()): boolean {
  const comingOfAge = `${String(Number(birthday.slice(0, 4)) + MINIMUM_AGE).padStart(4, '0')}${birthday.slice(4)}`;
  return comingOfAge <= today;
}

/* -------------------------------------------------------------------------------------------------
 * ID images: JPEG, PNG, WebP or GIF, recognised by their first bytes, at most 5,242,880 bytes.
 * ----------------------------------------------------------------------------------------------- */

/**
 * The longest side of a picture as sent. A phone photo (4000 × 3000) stays legible at 2048 px
 * and shrinks to a few hundred KB at quality 0.6, so three of them go up within the BFF's
 * request timeout on a slow mobile connection.
 */
export const KYC_IMAGE_MAX_DIMENSION = 2048;

export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number];

/** The image type a file's first bytes announce, or null when they announce none we accept. */
export function sniffImageType(bytes: Uint8Array): KycImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  // RIFF....WEBP
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    [0x57, 0x45, 0x42, 0x50].every((b, i) => bytes[8 + i] === b)
  )
    return 'image/webp';
  return null;
}

/** Base64 characters of an image of exactly the size limit: longer cannot be within it. */
export const KYC_IMAGE_MAX_BASE64_LENGTH = Math.ceil(LIMITS.imageMaxBytes / 3) * 4;
const DATA_URL = /^data:(image\/(?:jpeg|png|webp|gif));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The parts of an image data URL, or null when it is not one of ours. */
export function parseImageDataUrl(
  value: string,
): { declaredType: KycImageType; base64: string } | null {
  const match = DATA_URL.exec(value);
  if (!match?.[1] || !match[2] || match[2].length % 4 !== 0) return null;
  return { declaredType: match[1] as KycImageType, base64: match[2] };
}

/** Decoded size of a base64 text without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

export type ImageRefusal = 'image_invalid' | 'image_too_large';

/**
 * One picture as the BFF and the sandbox accept it: a data URL of an accepted type, at most
 * 5,242,880 bytes (measured before decoding), whose first bytes are the type it claims.
 * `decode` turns base64 into bytes (Node's Buffer on both sides).
 */
export function readImageDataUrl<B extends Uint8Array>(
  value: string,
  decode: (base64: string) => B,
): { type: KycImageType; bytes: B } | { refusal: ImageRefusal } {
  const parts = parseImageDataUrl(value);
  if (!parts) return { refusal: 'image_invalid' };
  if (base64ByteLength(parts.base64) > LIMITS.imageMaxBytes) return { refusal: 'image_too_large' };
  const bytes = decode(parts.base64);
  if (sniffImageType(bytes) !== parts.declaredType) return { refusal: 'image_invalid' };
  return { type: parts.declaredType, bytes };
}

/* -------------------------------------------------------------------------------------------------
 * The prompt (spec section 4 "KYC prompt").
 * ----------------------------------------------------------------------------------------------- */

/** What the prompt rule reads: the gateway's idVerification and this session's upload. */
export interface KycPromptState {
  enabled: boolean;
  isComplete: boolean;
  /** The gateway's status letter; 'N' is "not verified". */
  status: string | null;
  /** Images were uploaded in this session (the spec's `securityAlreadyUpLoad`). */
  uploaded: boolean;
}

/**
 * The prompt's rule (spec section 4): verification enabled, not complete, status N, nothing
 * uploaded and not postponed this session, and the site's MANDATORYKYC3 flag on.
 */
export function shouldPromptKyc(
  status: KycPromptState,
  { mandatory, postponed }: { mandatory: boolean; postponed: boolean },
): boolean {
  return (
    mandatory &&
    !postponed &&
    status.enabled &&
    !status.isComplete &&
    status.status === 'N' &&
    !status.uploaded
  );
}
