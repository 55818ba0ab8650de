/**
 * The merchant slice: what the operator switches, read by every domain. The site status
 * (maintenance, region restriction), the module switches (whitelabel flags, which the dispatcher
 * applies to every row), and the settings the gateway's quirks and limits hang on.
 */
import { RegisterFieldRuleSchema, type RegisterRules } from '@app/contracts';
import { z } from 'zod';
import { registerRules } from '../accounts/register-rules.data.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice } from '../../state/slice.ts';
import { defaultWhitelabelFlags } from './whitelabel.ts';

export const SettingsSchema = z.object({
  /** GET /wps/member/info without a token: '401' login.not.session or '200' empty value. */
  memberInfoGuest: z.enum(['200', '401']),
  /** A newer login of the same user invalidates the older tokens. */
  singleSession: z.boolean(),
  /** Accept encrypted calls without X-Digest / X-RSA, as old builds sent them (§3.3). */
  acceptLegacyEncryption: z.boolean(),
  /** The next n GCSGAME_gameList calls answer 400 function.not.available (§9.1 quirk). */
  gameListTransientFailures: z.number().int().min(0).max(100),
  /** GCSGAME_gameList with both `language` and `gameName` answers an empty list (§9.1 quirk). */
  gameNameWithLanguageEmpty: z.boolean(),
  /** A launch opens a round; a second launch while it is open answers #734 (§10). */
  launchRoundOpen: z.boolean(),
  /** securityConfig's `idVerification.enabled`: the merchant asks members to verify (KYC). */
  idVerificationEnabled: z.boolean(),
  /** The merchant's deposit limits in minor units (MCSFE_getDepositSettings; issue 13). */
  depositMinCents: z.number().int().min(1),
  depositMaxCents: z.number().int().min(1).max(999_999_999),
  /**
   * Free play answers a trial value of 0 instead of a trial member (spec section 4 "Trial play":
   * home unless the trial value is 0): the merchant has no trial to give.
   */
  freePlayZero: z.boolean(),
  /**
   * The caller's address is in a restricted region: logins, registrations and game launches answer
   * 403 `ip_restrict` ('Access restricted', spec section 8). The site status is left as it is.
   */
  ipRestricted: z.boolean(),
  /** CBS_launchChat answers an empty `chatUrl` (spec section 8: 'The requested url is empty'). */
  emptyChatUrl: z.boolean(),
  /** The game launch answers an empty `game_url` (spec section 8: 'The requested url is empty'). */
  emptyLaunchUrl: z.boolean(),
  /**
   * The merchant's vendor order per game category (GCSGAME_getVendorSorting and the vendor lanes'
   * cards): the named vendors first, in this order, then the others in the seed's order.
   */
  vendorOrder: z.record(z.string().max(20), z.array(z.string().max(40)).max(50)),
  /**
   * Vendors whose game pages refuse to be framed by another site (`X-Frame-Options: SAMEORIGIN`
   * and `frame-ancestors 'self'`, as most providers that refuse send them); the others' pages
   * send neither, so any site may frame them (issue 30: the host detects which).
   */
  framingRefusedBy: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)).max(100),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  memberInfoGuest: '401',
  singleSession: false,
  acceptLegacyEncryption: false,
  gameListTransientFailures: 0,
  gameNameWithLanguageEmpty: true,
  launchRoundOpen: false,
  idVerificationEnabled: true,
  depositMinCents: 10_000,
  depositMaxCents: 5_000_000,
  freePlayZero: false,
  ipRestricted: false,
  emptyChatUrl: false,
  emptyLaunchUrl: false,
  vendorOrder: {},
  framingRefusedBy: [],
};

const MerchantRecordsSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  whitelabel: z.record(z.string(), z.boolean()),
  /**
   * The operator's changes to the per-field register rules (spec section 5), field by field over
   * the seed's (register-rules.data.ts); older snapshots have none.
   */
  registerRules: z.record(z.string(), RegisterFieldRuleSchema.partial()).default({}),
  // Snapshots written before a setting existed still load: missing settings take the default.
  settings: z.preprocess(
    (v) => (v && typeof v === 'object' ? { ...DEFAULT_SETTINGS, ...v } : v),
    SettingsSchema,
  ),
});
type MerchantRecords = z.infer<typeof MerchantRecordsSchema>;
export type SiteStatus = Pick<MerchantRecords, 'maintenance' | 'regionRestriction'>;

export class MerchantSlice extends Slice<MerchantRecords> {
  static readonly key = 'merchant';
  static readonly schema = MerchantRecordsSchema;
  static seed(): MerchantRecords {
    return {
      maintenance: false,
      regionRestriction: false,
      whitelabel: defaultWhitelabelFlags(),
      registerRules: {},
      settings: { ...DEFAULT_SETTINGS },
    };
  }

  status(): SiteStatus {
    return {
      maintenance: this.records.maintenance,
      regionRestriction: this.records.regionRestriction,
    };
  }

  setStatus(change: Partial<SiteStatus>): SiteStatus {
    this.write((records) => {
      if (change.maintenance !== undefined) records.maintenance = change.maintenance;
      if (change.regionRestriction !== undefined) {
        records.regionRestriction = change.regionRestriction;
      }
    });
    return this.status();
  }

  whitelabel(): ReadonlyDeep<Record<string, boolean>> {
    return this.records.whitelabel;
  }

  /** Whether a module is switched off (a module the flags do not name is on). */
  moduleOff(moduleId: string): boolean {
    return this.records.whitelabel[moduleId] === false;
  }

  setWhitelabel(flags: Readonly<Record<string, boolean>>): void {
    this.write((records) => {
      records.whitelabel = { ...records.whitelabel, ...flags };
    });
  }

  /** The register rules in force: the seed's, with the operator's changes over them. */
  registerRules(): RegisterRules {
    return registerRules(this.records.registerRules);
  }

  /**
   * Changes some fields' rules (`{ nickname: { enabled: true, required: true } }`), the others
   * keep theirs; `reset` first goes back to the seed's.
   */
  changeRegisterRules(
    change: Readonly<Record<string, Partial<RegisterRules[string]>>>,
    reset = false,
  ): RegisterRules {
    this.write((records) => {
      const current = reset ? {} : records.registerRules;
      const next = { ...current };
      for (const [field, rule] of Object.entries(change)) next[field] = { ...next[field], ...rule };
      records.registerRules = next;
    });
    return this.registerRules();
  }

  settings(): ReadonlyDeep<Settings> {
    return this.records.settings;
  }

  updateSettings(change: Partial<Settings>): void {
    this.write((records) => {
      records.settings = { ...records.settings, ...change };
    });
  }

  /** Quirk (§9.1): true, and one fewer to come, while game-list failures are still owed. */
  takeGameListFailure(): boolean {
    if (this.records.settings.gameListTransientFailures <= 0) return false;
    this.write((records) => {
      records.settings.gameListTransientFailures -= 1;
    });
    return true;
  }
}
