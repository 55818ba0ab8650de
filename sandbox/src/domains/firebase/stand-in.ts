/**
 * The sandbox's stand-in for Firebase Authentication (decision 013), so Facebook and Google
 * login run end to end on one machine with no network. It plays both of the parts the real
 * platform leaves to Google:
 *
 * - **Identity Toolkit**, the REST API the Firebase Web SDK calls once the player has a
 *   provider credential (`accounts:signInWithIdp`, `accounts:lookup`). The SDK reaches it through
 *   `connectAuthEmulator`, exactly as it reaches Firebase's own emulator. Like that emulator it
 *   accepts an unsigned provider credential: a JSON object `{sub, email, name}`.
 * - **The verifier behind the gateway**: a login of `type: 'firebase'` carries the ID token this
 *   stand-in issued; the gateway checks its signature, issuer, audience and expiry here.
 *
 * ID tokens are JWTs signed with HS256 and a key made per process (real ones are RS256 with
 * Google's keys): the shape and claims are Firebase's, the trust stays inside the sandbox.
 * Users live in memory; the gateway's link from a Firebase user to a member is in the accounts
 * slice.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FIREBASE_PROVIDER_IDS, type FirebaseWebConfig } from '@app/contracts';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

/** The sandbox's Firebase web app: what the BFF serves to the page when it runs against us. */
export const SANDBOX_FIREBASE_WEB_CONFIG = {
  apiKey: 'sandbox-firebase-web-api-key',
  authDomain: 'sandbox-merchant.firebaseapp.test',
  projectId: 'sandbox-merchant',
} as const satisfies FirebaseWebConfig;

const ID_TOKEN_LIFETIME_SECONDS = 3_600;

const ProviderIdSchema = z.enum([FIREBASE_PROVIDER_IDS.facebook, FIREBASE_PROVIDER_IDS.google]);
export type FirebaseProviderId = z.infer<typeof ProviderIdSchema>;

/** The unsigned provider credential the sandbox's account chooser hands to the page. */
export const SandboxIdpClaimsSchema = z.object({
  sub: z.string().trim().min(1).max(128),
  email: z.email().max(254).nullish(),
  name: z.string().trim().max(100).nullish(),
});

export interface FirebaseUser {
  localId: string;
  providerId: FirebaseProviderId;
  /** The provider's own id of the person (`sub`). */
  rawId: string;
  email: string | null;
  displayName: string | null;
  createdAt: number;
  lastLoginAt: number;
}

/** What the gateway learns from a verified ID token. */
export interface VerifiedFirebaseIdentity {
  uid: string;
  providerId: FirebaseProviderId;
  email: string | null;
  name: string | null;
}

/** An Identity Toolkit refusal, in the API's own error shape. */
export class IdentityToolkitError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }

  toBody(): { error: { code: number; message: string; errors: { message: string }[] } } {
    return { error: { code: 400, message: this.reason, errors: [{ message: this.reason }] } };
  }
}

export class FirebaseStandIn {
  private readonly key = randomBytes(32);
  private readonly users = new Map<string, FirebaseUser>();

  constructor(readonly config: FirebaseWebConfig = SANDBOX_FIREBASE_WEB_CONFIG) {}

  /**
   * `accounts:signInWithIdp`: the provider credential in `postBody` (`id_token` for Google,
   * `access_token` for Facebook, with `providerId`) becomes a Firebase user and an ID token.
   */
  async signInWithIdp(postBody: string): Promise<{ user: FirebaseUser; idToken: string }> {
    const form = new URLSearchParams(postBody);
    const providerId = ProviderIdSchema.safeParse(form.get('providerId'));
    if (!providerId.success) throw new IdentityToolkitError('INVALID_PROVIDER_ID');
    const credential = form.get('id_token') ?? form.get('access_token');
    const claims = SandboxIdpClaimsSchema.safeParse(parseJson(credential));
    if (!claims.success) throw new IdentityToolkitError('INVALID_IDP_RESPONSE');

    const now = Date.now();
    // One Firebase user per provider account, the same on every sign-in (and every restart).
    const localId = createHash('sha256')
      .update(`${providerId.data}:${claims.data.sub}`)
      .digest('base64url')
      .slice(0, 28);
    const known = this.users.get(localId);
    const user: FirebaseUser = {
      localId,
      providerId: providerId.data,
      rawId: claims.data.sub,
      email: claims.data.email ?? known?.email ?? null,
      displayName: claims.data.name ?? known?.displayName ?? null,
      createdAt: known?.createdAt ?? now,
      lastLoginAt: now,
    };
    this.users.set(localId, user);
    return { user, idToken: await this.issueIdToken(user) };
  }

  /** `accounts:lookup`: the user an ID token stands for. */
  async lookup(idToken: string): Promise<FirebaseUser> {
    const identity = await this.verifyIdToken(idToken);
    const user = identity ? this.users.get(identity.uid) : undefined;
    if (!user) throw new IdentityToolkitError('INVALID_ID_TOKEN');
    return user;
  }

  /** The gateway's check: our signature, our project, not expired. Null when any fails. */
  async verifyIdToken(idToken: string): Promise<VerifiedFirebaseIdentity | null> {
    try {
      const { payload } = await jwtVerify(idToken, this.key, {
        algorithms: ['HS256'],
        issuer: `https://securetoken.google.com/${this.config.projectId}`,
        audience: this.config.projectId,
      });
      const claims = IdTokenClaimsSchema.parse(payload);
      return {
        uid: claims.sub,
        providerId: claims.firebase.sign_in_provider,
        email: claims.email ?? null,
        name: claims.name ?? null,
      };
    } catch {
      return null;
    }
  }

  /** Firebase's ID token claims (issuer, audience, `firebase.sign_in_provider` ...). */
  private issueIdToken(user: FirebaseUser): Promise<string> {
    const seconds = Math.floor(user.lastLoginAt / 1000);
    return new SignJWT({
      user_id: user.localId,
      auth_time: seconds,
      ...(user.email ? { email: user.email, email_verified: true } : {}),
      ...(user.displayName ? { name: user.displayName } : {}),
      firebase: {
        identities: { [user.providerId]: [user.rawId] },
        sign_in_provider: user.providerId,
      },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(`https://securetoken.google.com/${this.config.projectId}`)
      .setAudience(this.config.projectId)
      .setSubject(user.localId)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + ID_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }
}

const IdTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  name: z.string().optional(),
  firebase: z.object({ sign_in_provider: ProviderIdSchema }),
});

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export { ID_TOKEN_LIFETIME_SECONDS };
