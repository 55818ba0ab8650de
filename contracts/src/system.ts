import { z } from 'zod';
import { TRANSLATED_LANGUAGES } from './language-codes.ts';
import { REGULATOR_AGE_RANGE, REGULATOR_LINE_DEFAULTS } from './constants.ts';
import { LanguageCodeSchema } from './languages.ts';
import { SocialLoginConfigSchema } from './social-login.ts';

/* ---------------------------------------------------------------------------------------------
 * Gateway shapes: the value of GET /wps/system/status (upstream-gateway.md §7.1)
 * ------------------------------------------------------------------------------------------- */

export interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: WhitelabelNode[] | null;
}

export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.coerce.string(),
    childrenNodes: z.array(WhitelabelNodeSchema).nullish(),
  }),
);

export const RegisterFieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().nullish(),
  minLength: z.number().int().nonnegative().nullish(),
  maxLength: z.number().int().nonnegative().nullish(),
  patternId: z.number().int().nullish(),
});
export type RegisterFieldRule = z.infer<typeof RegisterFieldRuleSchema>;

export const RegisterRulesSchema = z.record(z.string(), RegisterFieldRuleSchema);
export type RegisterRules = z.infer<typeof RegisterRulesSchema>;

export const ResourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string().nullish(),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const GatewayCustomerServiceSchema = z.object({
  csType: z.string(),
  path: z.string(),
});

export const MobileTemplateSchema = z.object({
  mem_cen: z.coerce.string().nullish(),
  dep_func: z.coerce.string().nullish(),
  app_desc: z.string().nullish(),
  app_desc_font_color: z.string().nullish(),
});

export const GatewayStatusSchema = z.object({
  maintenance: z.boolean().default(false),
  regionRestriction: z.boolean().default(false),
  location: z.object({ ip: z.string().nullish() }).loose().nullish(),
  info: z
    .object({
      customerService: z.array(GatewayCustomerServiceSchema).default([]),
      domainRoute: z.array(z.unknown()).default([]),
      mainDomain: z.string().nullish(),
      mobileTemplate: MobileTemplateSchema.nullish(),
      resources: z.array(ResourceSchema).default([]),
      whitelabel: WhitelabelNodeSchema.nullish(),
      register: RegisterRulesSchema.default({}),
      imageCDNs: z.array(z.string()).default([]),
      launchGameCDNs: z.array(z.string()).default([]),
      countryIconCDN: z.string().nullish(),
      analytics: z.object({ gtagId: z.string().nullish() }).nullish(),
    })
    .default({
      customerService: [],
      domainRoute: [],
      resources: [],
      register: {},
      imageCDNs: [],
      launchGameCDNs: [],
    }),
  content: z
    .object({ data: z.object({ maintainTime: z.unknown(), endTime: z.unknown() }).partial() })
    .partial()
    .nullish(),
});
export type GatewayStatus = z.infer<typeof GatewayStatusSchema>;

/* ---------------------------------------------------------------------------------------------
 * Whitelabel flags (spec section 6 and upstream-gateway.md §7.1)
 * ------------------------------------------------------------------------------------------- */

export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'MANDATORYKYC3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CBS3',
  'REWCEN3',
  'AGENTPOLICY3',
  'FREEPLAY3',
  'MOBILEVERCODELOGIN3',
  'PWDEXPFORCECHANGE3',
  'GEETEST3',
  'PASS3',
  'PAYMENTPASS3',
  'SECQUES3',
  'RESPAYPASS3',
  'BINDCARD3',
  'BINDEW3',
  'BINDVC3',
  'BINDGA3',
  'VERIFICATION3',
  'MAILVERIFICATION3',
  'DISABLEDMOBILEVERIF3',
  'CREDITMAR3',
  'MYACC',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** The client flattens the tree to `{modId: enabled === "1"}` (upstream-gateway.md §7.1). */
export function flattenWhitelabel(
  node: WhitelabelNode | null | undefined,
): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (n: WhitelabelNode): void => {
    flags[n.modId] = n.enabled === '1';
    for (const child of n.childrenNodes ?? []) visit(child);
  };
  if (node) visit(node);
  return flags;
}

/** 0 renders the app, 1 the maintenance page, 2 the region-restricted page. */
export const StatusFlagSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type StatusFlag = z.infer<typeof StatusFlagSchema>;

export function statusFlag(status: {
  maintenance: boolean;
  regionRestriction: boolean;
}): StatusFlag {
  if (status.maintenance) return 1;
  return status.regionRestriction ? 2 : 0;
}

/* ---------------------------------------------------------------------------------------------
 * Procedure output: system.status (what the web app reads)
 * ------------------------------------------------------------------------------------------- */

export const CustomerServiceEntrySchema = z.object({
  csType: z.string(),
  /** Decrypted by the BFF from the gateway's DES-encrypted path. */
  url: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntrySchema>;

/**
 * The regulator line (issue 30 item 4): shown or not, the age badge's number and where its help
 * link goes: an https address of the merchant's choice, or null for the site's own page.
 */
export const RegulatorLineSchema = z.object({
  shown: z.boolean(),
  minimumAge: z.number().int().min(REGULATOR_AGE_RANGE.min).max(REGULATOR_AGE_RANGE.max),
  helpUrl: z.url({ protocol: /^https$/ }).nullable(),
});
export type RegulatorLine = z.infer<typeof RegulatorLineSchema>;

export const SystemStatusSchema = z.object({
  flag: StatusFlagSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  whitelabel: z.record(z.string(), z.boolean()),
  register: RegisterRulesSchema,
  resources: z.array(ResourceSchema),
  customerService: z.array(CustomerServiceEntrySchema),
  imageCdn: z.string().nullable(),
  countryIconCdn: z.string().nullable(),
  mainDomain: z.string().nullable(),
  /** Template 'new' when mobileTemplate.mem_cen is '1'; detail 'new' when dep_func is '1'. */
  template: z.enum(['new', 'base']),
  detailTemplate: z.enum(['new', 'base']),
  appDescription: z.string().nullable(),
  appDescriptionColor: z.string().nullable(),
  /** Facebook and Google login: the site's Firebase app (BFF settings), null without one. */
  socialLogin: SocialLoginConfigSchema.default(null),
  /**
   * The languages the merchant offers, in the picker's order (BFF settings: SITE_LANGUAGES;
   * spec section 8: EN, TY and PT by default).
   */
  languages: z
    .array(LanguageCodeSchema)
    .min(1)
    .default([...TRANSLATED_LANGUAGES]),
  /**
   * The regulator line (BFF settings REGULATOR_*). Defaulted, so a status cached before the
   * field existed still parses, and shows the safe line (21+, the site's own help).
   */
  regulator: RegulatorLineSchema.default({ ...REGULATOR_LINE_DEFAULTS }),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/* ---------------------------------------------------------------------------------------------
 * Countries: the value of GET /wps/system/country (upstream-gateway.md §7), the dialing codes
 * the SMS login offers
 * ------------------------------------------------------------------------------------------- */

export const GatewayCountrySchema = z.object({
  countryCode: z.string().trim().min(1),
  countryName: z.string().trim().min(1),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{1,4}$/),
});
export const GatewayCountriesSchema = z.array(GatewayCountrySchema).nullish();
export type GatewayCountry = z.infer<typeof GatewayCountrySchema>;

/** system.countries: in the gateway's order (its home market first), dialing codes as '+63'. */
export const CountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  dialingCode: z.string().regex(/^\+[0-9]{1,4}$/),
});
export const CountriesSchema = z.array(CountrySchema);
export type Country = z.infer<typeof CountrySchema>;
