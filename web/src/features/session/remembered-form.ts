/**
 * What the login form remembers in localStorage (architecture.md "Sessions", spec section 3
 * "Remembered login"): the tab, the username (the mobile number on the mobile tab) and the
 * dialing code. Never the password: that is sealed in the BFF's HttpOnly cookie, and the form
 * only learns whose it is (session.rememberedLogin).
 */
import { STORAGE_KEYS } from '@app/contracts/values';
import { z } from 'zod';
import { readLocalJson, writeLocalJson } from '../../lib/storage.ts';

const RememberedFormSchema = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string().max(64),
  countryDialingCode: z.string().max(8).default(''),
});
export type RememberedForm = z.infer<typeof RememberedFormSchema>;

export function readRememberedForm(): RememberedForm | null {
  return RememberedFormSchema.safeParse(readLocalJson(STORAGE_KEYS.rememberedLogin)).data ?? null;
}

export function writeRememberedForm(form: RememberedForm | null): void {
  writeLocalJson(STORAGE_KEYS.rememberedLogin, form);
}
