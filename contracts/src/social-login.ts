/**
 * Facebook and Google login through Firebase Authentication (spec sections 2 "Login" and 3
 * "Login payload"; decision 013). The browser signs the player in with the provider through the
 * Firebase Web SDK, takes the Firebase ID token and hands it to the BFF, which sends it to the
 * gateway as a login of `type: 'firebase'`; the gateway verifies it with Firebase and answers a
 * session like any login. The token is a credential: it is never logged and never stored.
 */
import { z } from 'zod';
import { LanguageCodeSchema } from './languages.ts';

/** The providers the login and register screens offer, each under its whitelabel flag. */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

/** The flag that shows each provider's icon (spec section 6). */
export const SOCIAL_PROVIDER_FLAGS = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
} as const satisfies Record<SocialProvider, string>;

/** Firebase's own name for each provider (`providerId`, `firebase.sign_in_provider`). */
export const FIREBASE_PROVIDER_IDS = {
  facebook: 'facebook.com',
  google: 'google.com',
} as const satisfies Record<SocialProvider, string>;

/**
 * The merchant's Firebase web app: public values by design (Firebase's web API key identifies
 * the project; it grants nothing), served to the page so the SDK can start.
 */
export const FirebaseWebConfigSchema = z.object({
  apiKey: z.string().trim().min(1).max(200),
  authDomain: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'a host name'),
  projectId: z.string().trim().min(1).max(100),
  appId: z.string().trim().min(1).max(200).optional(),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfigSchema>;

/**
 * What the page needs to offer social login, or null when the site has no Firebase app (then no
 * icon shows, whatever the flags say). `emulatorUrl` is set only against the sandbox: the SDK
 * then talks to the sandbox's stand-in for Firebase Authentication instead of Google.
 */
export const SocialLoginConfigSchema = z
  .object({
    firebase: FirebaseWebConfigSchema,
    emulatorUrl: z.url().nullable(),
  })
  .nullable();
export type SocialLoginConfig = z.infer<typeof SocialLoginConfigSchema>;

/**
 * A Firebase ID token: a JWT, three base64url parts (the last one empty for the unsigned tokens
 * Firebase's own emulator issues). Real ones are about 1 KB; 4 KB is a generous ceiling.
 */
export const FirebaseIdTokenSchema = z
  .string({ message: 'validation.required' })
  .min(20, 'validation.required')
  .max(4096, 'validation.required')
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'validation.required');

/** session.login by a social account: the Firebase ID token of the signed-in provider. */
export const FirebaseLoginInputSchema = z.object({
  type: z.literal('firebase'),
  provider: SocialProviderSchema,
  idToken: FirebaseIdTokenSchema,
  language: LanguageCodeSchema.optional(),
});
export type FirebaseLoginInput = z.infer<typeof FirebaseLoginInputSchema>;
