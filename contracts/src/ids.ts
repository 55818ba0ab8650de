import { z } from 'zod';

/**
 * A record's id as a procedure input (a promotion, a reward): a positive safe integer, from a
 * number or its digits (a query string's text); anything else is the catalogue's 'invalid'.
 */
export const RecordIdSchema = z.coerce
  .number({ message: 'validation.invalid' })
  .int('validation.invalid')
  .positive('validation.invalid')
  .max(Number.MAX_SAFE_INTEGER, 'validation.invalid');
