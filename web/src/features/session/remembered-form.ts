/**
 * What the login form remembers in localStorage (architecture.md "Sessions", spec sections 3
 * "Remembered login" and 4 "Login": each mode restores its own data): the tab last used, and for
 * each tab its own entry, the username on the username tab, the mobile number and dialing code
 * on the mobile tab. A login on one tab keeps the other tab's entry. Never the password: that is
 * sealed in the BFF's HttpOnly cookie, and the form only learns whose it is
 * (session.rememberedLogin).
 *
 * The stored object keeps the spec's fields (`type`, `username`, `countryDialingCode`) for the
 * last tab, and `tabs` for both; an entry written before `tabs` existed reads as its one tab.
 */
import { STORAGE_KEYS } from '@app/contracts/values';
import { z } from 'zod';
import { readLocalJson, writeLocalJson } from '../../lib/storage.ts';

export type LoginTab = 'username' | 'sms';

const EntrySchema = z.object({
  username: z.string().max(64),
  countryDialingCode: z.string().max(8).default(''),
});
export type RememberedEntry = z.infer<typeof EntrySchema>;

const StoredSchema = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string().max(64),
  countryDialingCode: z.string().max(8).default(''),
  tabs: z.object({ username: EntrySchema.optional(), sms: EntrySchema.optional() }).optional(),
});

/** The remembered logins: the tab last used and each tab's own entry. */
export interface RememberedForm {
  type: LoginTab;
  tabs: Partial<Record<LoginTab, RememberedEntry>>;
}

export function readRememberedForm(): RememberedForm | null {
  const stored = StoredSchema.safeParse(readLocalJson(STORAGE_KEYS.rememberedLogin)).data;
  if (!stored) return null;
  const last = { username: stored.username, countryDialingCode: stored.countryDialingCode };
  return { type: stored.type, tabs: { ...stored.tabs, [stored.type]: last } };
}

/** Remembers one tab's entry as the last used, keeping the other tab's. */
export function rememberLogin(tab: LoginTab, entry: RememberedEntry): void {
  const tabs = { ...readRememberedForm()?.tabs, [tab]: entry };
  writeLocalJson(STORAGE_KEYS.rememberedLogin, { type: tab, ...entry, tabs });
}

/** Forgets every tab's entry (the box unticked). */
export function forgetRememberedForm(): void {
  writeLocalJson(STORAGE_KEYS.rememberedLogin, null);
}
