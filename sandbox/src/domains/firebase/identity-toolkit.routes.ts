/**
 * HTTP face of the Firebase Authentication stand-in (firebase/stand-in.ts, decision 013):
 *
 * - `/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp` and `accounts:lookup`, the two
 *   Identity Toolkit calls the Firebase Web SDK makes for a sign-in with a provider credential,
 *   at the paths the SDK uses under `connectAuthEmulator`. Open to any origin, like Google's
 *   API (the page calls it from the site's origin); the web API key must match.
 * - `/emulator/idp/:provider`, the account chooser that stands in for Google's and Facebook's
 *   sign-in windows: the player names the account, the page hands the site an unsigned provider
 *   credential by `postMessage` to the opener's origin, and closes.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { escapeXml } from '../../images/svg.ts';
import { ID_TOKEN_LIFETIME_SECONDS, IdentityToolkitError, type FirebaseUser } from './stand-in.ts';
import { randomBytes } from 'node:crypto';

const KeyQuerySchema = z.object({ key: z.string().max(200) }).loose();
const SignInWithIdpSchema = z.object({
  postBody: z.string().min(1).max(8_192),
  requestUri: z.string().max(2_048).optional(),
  returnSecureToken: z.boolean().optional(),
});
const LookupSchema = z.object({ idToken: z.string().min(1).max(8_192) });

const ChooserParamsSchema = z.object({ provider: z.enum(['google', 'facebook']) });
const ChooserQuerySchema = z.object({
  origin: z
    .url()
    .max(200)
    .refine((value) => /^https?:\/\/[^/]+$/.test(value), 'an origin'),
});

const PROVIDERS = {
  google: { providerId: 'google.com', title: 'Google' },
  facebook: { providerId: 'facebook.com', title: 'Facebook' },
} as const;

/** The headers the Firebase Web SDK sends with its REST calls. */
const SDK_HEADERS = [
  'content-type',
  'x-client-version',
  'x-firebase-gmpid',
  'x-firebase-client',
  'x-firebase-locale',
  'x-firebase-appcheck',
];

function toolkitError(reply: FastifyReply, reason: string): FastifyReply {
  return reply.code(400).send(new IdentityToolkitError(reason).toBody());
}

function userInfo(user: FirebaseUser) {
  return {
    localId: user.localId,
    email: user.email ?? undefined,
    emailVerified: user.email !== null,
    displayName: user.displayName ?? undefined,
    providerUserInfo: [
      {
        providerId: user.providerId,
        rawId: user.rawId,
        federatedId: user.rawId,
        email: user.email ?? undefined,
        displayName: user.displayName ?? undefined,
      },
    ],
    createdAt: String(user.createdAt),
    lastLoginAt: String(user.lastLoginAt),
  };
}

export async function firebaseRoutes(
  app: FastifyInstance,
  { firebase }: Pick<SandboxDeps, 'firebase'>,
): Promise<void> {
  await app.register(async (toolkit) => {
    await toolkit.register(cors, {
      origin: '*',
      methods: ['POST'],
      allowedHeaders: SDK_HEADERS,
      maxAge: 600,
    });

    const keyMatches = (query: unknown): boolean =>
      KeyQuerySchema.safeParse(query).data?.key === firebase.config.apiKey;

    // `::` is a literal colon in a Fastify path: the API's own method syntax.
    toolkit.post(
      '/identitytoolkit.googleapis.com/v1/accounts::signInWithIdp',
      async (request, reply) => {
        if (!keyMatches(request.query)) return toolkitError(reply, 'API_KEY_INVALID');
        const body = SignInWithIdpSchema.safeParse(request.body);
        if (!body.success) return toolkitError(reply, 'INVALID_IDP_RESPONSE');
        try {
          const { user, idToken } = await firebase.signInWithIdp(body.data.postBody);
          return {
            kind: 'identitytoolkit#VerifyAssertionResponse',
            providerId: user.providerId,
            federatedId: user.rawId,
            localId: user.localId,
            email: user.email ?? undefined,
            emailVerified: user.email !== null,
            displayName: user.displayName ?? undefined,
            idToken,
            // The page never refreshes: it hands the ID token over and signs out of Firebase.
            refreshToken: randomBytes(24).toString('base64url'),
            expiresIn: String(ID_TOKEN_LIFETIME_SECONDS),
            isNewUser: user.createdAt === user.lastLoginAt,
          };
        } catch (error) {
          if (error instanceof IdentityToolkitError) return toolkitError(reply, error.reason);
          throw error;
        }
      },
    );

    toolkit.post('/identitytoolkit.googleapis.com/v1/accounts::lookup', async (request, reply) => {
      if (!keyMatches(request.query)) return toolkitError(reply, 'API_KEY_INVALID');
      const body = LookupSchema.safeParse(request.body);
      if (!body.success) return toolkitError(reply, 'INVALID_ID_TOKEN');
      try {
        const user = await firebase.lookup(body.data.idToken);
        return { kind: 'identitytoolkit#GetAccountInfoResponse', users: [userInfo(user)] };
      } catch (error) {
        if (error instanceof IdentityToolkitError) return toolkitError(reply, error.reason);
        throw error;
      }
    });
  });

  // The web config of the sandbox's Firebase app, for `npm start` to hand to the BFF.
  app.get('/emulator/firebase-web-config', () => firebase.config);

  app.get('/emulator/idp/chooser.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(CHOOSER_SCRIPT),
  );

  app.get('/emulator/idp/:provider', (request, reply) => {
    const params = ChooserParamsSchema.safeParse(request.params);
    const query = ChooserQuerySchema.safeParse(request.query);
    if (!params.success || !query.success) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad sign-in link.');
    }
    const provider = PROVIDERS[params.data.provider];
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
      )
      .send(chooserPage(provider.title, provider.providerId, query.data.origin));
  });
}

function chooserPage(title: string, providerId: string, origin: string): string {
  const field = (name: string, label: string, type: string, value: string) =>
    `<label style="display:block;margin:0 0 .75rem">${label}<br>` +
    `<input name="${name}" type="${type}" value="${escapeXml(value)}" ` +
    `style="width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;margin-top:.25rem"></label>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Sign in with ${escapeXml(title)} (sandbox)</title>` +
    `<script src="/emulator/idp/chooser.js" defer></script></head>` +
    `<body style="margin:0;padding:1.25rem;font-family:Arial,Helvetica,sans-serif;background:#fff;color:#202124">` +
    `<h1 style="font-size:1.3rem;margin:0 0 .5rem">Sign in with ${escapeXml(title)}</h1>` +
    `<p style="margin:0 0 1rem;color:#5f6368">Sandbox: this page stands in for ${escapeXml(title)}. ` +
    `Choose the account to sign in with.</p>` +
    `<form id="chooser" data-provider-id="${escapeXml(providerId)}" data-origin="${escapeXml(origin)}">` +
    field('email', 'Email', 'email', 'sandbox.player@example.test') +
    field('name', 'Name', 'text', 'Sandbox Player') +
    `<p id="status" role="alert" style="color:#b3261e;min-height:1.2em"></p>` +
    `<button type="submit" style="padding:.6rem 1.2rem;font-size:1rem">Continue</button> ` +
    `<button type="button" id="cancel" style="padding:.6rem 1.2rem;font-size:1rem">Cancel</button>` +
    `</form></body></html>`
  );
}

/**
 * The chooser's script: the credential goes to the opener only, at the origin that opened us
 * (never `*`), the way a provider's sign-in window answers its opener.
 */
const CHOOSER_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('chooser');
  var status = document.getElementById('status');
  var providerId = form.dataset.providerId;
  var origin = form.dataset.origin;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var email = form.elements.email.value.trim().toLowerCase();
    var name = form.elements.name.value.trim();
    if (!email || !form.elements.email.checkValidity()) {
      status.textContent = 'Enter an email address.';
      return;
    }
    if (!window.opener) {
      status.textContent = 'Open this page from the site\\'s login.';
      return;
    }
    var credential = JSON.stringify({ sub: 'sandbox:' + email, email: email, name: name || undefined });
    window.opener.postMessage({ source: 'sandbox-idp', providerId: providerId, credential: credential }, origin);
    window.close();
  });
  document.getElementById('cancel').addEventListener('click', function () {
    window.close();
  });
})();
`;
