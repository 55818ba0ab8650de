/**
 * Server-rendered pages (issue 28, decision 033). The web app's server build
 * (`web/dist-ssr/entry-server.js`) renders a page with its data; this module gives it what only
 * the BFF knows (the player's preference cookies, the session, a tRPC context for in-process
 * calls) and puts its markup and state into the built index.html.
 *
 * Every failure ends in the plain index.html, the client-rendered app of before: a renderer
 * that is missing, throws, or declines the route (a member screen, the session unreadable)
 * never costs the player the page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  PREFERENCE_COOKIES,
  type LanguageCode,
  type PageRenderRequest,
  type RenderedPage,
  type SessionInfo,
} from '@app/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor } from '../plugins/trpc.ts';
import type { Context } from '../trpc/context.ts';
import { appRouter } from '../trpc/router.ts';
import type { ScreenAssets } from './screen-assets.ts';

/** What web/src/entry-server.tsx takes (kept in step by the page tests, which run both). */
type RenderRequest = PageRenderRequest<typeof appRouter, Context>;

interface ServerEntry {
  renderPage(request: RenderRequest): Promise<RenderedPage | null>;
}

/**
 * The built index.html cut where the page goes in, its entry script taken out of the head: a
 * rendered page starts the app only after its first paint (`bootScript`).
 */
interface Template {
  head: string;
  tail: string;
  /** The app's entry module, as the build named it; null when the head has no entry script. */
  entry: string | null;
}

const ROOT = '<div id="root"></div>';
/** The entry script Vite writes into the head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The index.html around the root element, without the entry script (the page's boot script
 * loads it); null when it has no empty root to fill.
 */
export function splitTemplate(indexHtml: string): Template | null {
  const at = indexHtml.indexOf(ROOT);
  if (at === -1) return null;
  const head = indexHtml.slice(0, at);
  const entry = ENTRY_SCRIPT.exec(head)?.[1] ?? null;
  return {
    head: entry ? head.replace(ENTRY_SCRIPT, '') : head,
    tail: indexHtml.slice(at + ROOT.length),
    entry,
  };
}

/** The longest the app waits for the page's main image before it starts anyway (ms). */
export const BOOT_WAIT_MAX_MS = 3_000;

/**
 * Starts the app (its entry module, and the page's lazy screen when it has one) once the
 * rendered page has painted its main image, the one it asks for first
 * (`fetchpriority="high"`: the home's first banner), or its first frame when it has none
 * (decision 039). The page is complete without the app (links, and the terms notice's form:
 * decision 037), so its first paint never shares the connection with the app's script or the
 * main thread with its hydration. A page opened in the background, where frames do not come,
 * starts at once; an image that never arrives holds the app back at most BOOT_WAIT_MAX_MS.
 * Importing a module twice is harmless: a module runs once.
 */
export function bootScript(modules: readonly string[], nonce: string): string {
  const code = [
    // The first Intl formatter of a page costs the renderer's ICU start-up (12 to 40 ms on a
    // desktop core); made while the script downloads, it is not part of the hydration.
    `const warm=()=>{try{new Intl.NumberFormat(document.documentElement.lang).format(0)}catch{}};`,
    `const start=()=>{for(const m of ${JSON.stringify(modules)})import(m);setTimeout(warm)};`,
    `const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start));`,
    `const main=document.querySelector('#root img[fetchpriority="high"]');`,
    `if(document.visibilityState!=="visible")start();`,
    `else if(main&&!main.complete){`,
    `main.addEventListener("load",afterPaint,{once:true});`,
    `main.addEventListener("error",afterPaint,{once:true});`,
    `setTimeout(start,${BOOT_WAIT_MAX_MS});`,
    `}else afterPaint();`,
  ].join('');
  return `<script type="module" nonce="${nonce}">${code}</script>`;
}

/** Loads the server build, or null (logged) when it is absent or does not load. */
export async function loadServerEntry(
  ssrDir: string | null,
  log: FastifyBaseLogger,
): Promise<ServerEntry | null> {
  if (!ssrDir) return null;
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) {
    log.warn({ file }, 'no server renderer built: pages go out client-rendered');
    return null;
  }
  try {
    const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
    if (typeof entry.renderPage !== 'function') throw new Error('renderPage is not exported');
    return entry as ServerEntry;
  } catch (error) {
    log.error({ err: error, file }, 'server renderer failed to load: pages go out client-rendered');
    return null;
  }
}

function toLanguage(raw: string | undefined): LanguageCode | undefined {
  const upper = raw?.toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(upper ?? '')
    ? (upper as LanguageCode)
    : undefined;
}

/**
 * Who the UI should show as signed in, as the session says; undefined when the session cannot be
 * read now (the client then renders the page itself, as it always has).
 */
async function sessionInfoOf(
  request: FastifyRequest,
  merchantCode: string,
): Promise<SessionInfo | null | undefined> {
  try {
    const data = await request.session.load();
    if (!data?.token || !data.userName || data.type === null) return null;
    return {
      userName: data.userName,
      type: data.type,
      merchantCode,
      firstTimeLogin: data.firstTimeLogin,
    };
  } catch {
    return undefined;
  }
}

/** Characters that would end an attribute value: none occur in the renderer's values. */
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Adds this response's nonce to the CSP's script-src (helmet wrote the header on the raw
 * response): the page's inline state block carries it, nothing else inline may run.
 */
function allowNonce(reply: FastifyReply, nonce: string): void {
  const header = reply.raw.getHeader('content-security-policy');
  if (typeof header !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    header.replace(/(^|;)(\s*script-src)([^;]*)/, `$1$2$3 'nonce-${nonce}'`),
  );
}

/** Finds a lazy screen's stylesheets and scripts in the web build (screen-assets.ts). */
export type ScreenAssetsLookup = (screenModule: string) => ScreenAssets | null;

const NO_ASSETS: ScreenAssets = { styles: [], scripts: [] };

/** A stylesheet link as Vite writes the entry's (same origin, so `crossorigin` is harmless). */
const stylesheetLink = (href: string) =>
  `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`;

export class PageRenderer {
  readonly #entry: ServerEntry;
  readonly #template: Template;
  readonly #merchantCode: string;
  readonly #screenAssets: ScreenAssetsLookup | null;

  constructor(
    entry: ServerEntry,
    template: Template,
    merchantCode: string,
    screenAssets: ScreenAssetsLookup | null,
  ) {
    this.#entry = entry;
    this.#template = template;
    this.#merchantCode = merchantCode;
    this.#screenAssets = screenAssets;
  }

  /** The page for this request, or null when it is to go out client-rendered. */
  async render(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const cookies = request.cookies;
    const session = await sessionInfoOf(request, this.#merchantCode);
    const language =
      toLanguage(cookies[PREFERENCE_COOKIES.language]) ??
      toLanguage((await request.session.load().catch(() => null))?.language ?? undefined) ??
      DEFAULT_LANGUAGE;
    const nonce = randomBytes(16).toString('base64');
    let page: RenderedPage | null;
    try {
      page = await this.#entry.renderPage({
        url: request.url,
        language,
        theme: cookies[PREFERENCE_COOKIES.theme] === 'light' ? 'light' : 'dark',
        termsAgreed: cookies[PREFERENCE_COOKIES.termsAgreed] === '1',
        session,
        userAgent: request.headers['user-agent'] ?? '',
        nonce,
        router: appRouter,
        createContext: () => Promise.resolve(contextFor(request, reply)),
      });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return null;
    }
    if (!page) return null;
    // A lazy screen's markup without its stylesheets would paint unstyled: the plain page then.
    const assets = page.screenModule ? this.#screenAssets?.(page.screenModule) : NO_ASSETS;
    if (!assets) {
      request.log.warn(
        { screenModule: page.screenModule },
        'screen not in the web build manifest: page goes out client-rendered',
      );
      return null;
    }
    allowNonce(reply, nonce);
    const head = this.#template.head
      .replace(
        /<html[^>]*>/,
        `<html lang="${escapeAttribute(page.lang)}" data-theme="${page.theme}">`,
      )
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        `<meta name="theme-color" content="${escapeAttribute(page.themeColour)}"`,
      )
      .replace('</head>', `${assets.styles.map(stylesheetLink).join('')}</head>`);
    return (
      `${head}<div id="root">${page.html}</div>` +
      `<script id="page-state" type="application/json" nonce="${nonce}">${page.state}</script>` +
      (this.#template.entry ? bootScript([this.#template.entry, ...assets.scripts], nonce) : '') +
      this.#template.tail
    );
  }
}
