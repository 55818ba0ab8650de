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
import { PassThrough, type Readable } from 'node:stream';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  PREFERENCE_COOKIES,
  type LanguageCode,
  type PageHead,
  type PageHeadRequest,
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
  /** The page's head, known before its data; null when the route is not rendered. */
  pageHead(request: PageHeadRequest): PageHead | null;
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
    if (typeof entry.renderPage !== 'function' || typeof entry.pageHead !== 'function') {
      throw new Error('renderPage or pageHead is not exported');
    }
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

  /**
   * The page for this request as a stream, or null when it is to go out client-rendered. The
   * head goes out at once, so the browser fetches the stylesheets while the page renders (the
   * data may take a gateway round trip); then the rendered root or, if the render fails or
   * declines, the empty root with the app's script: the plain page.
   */
  async render(request: FastifyRequest, reply: FastifyReply): Promise<Readable | null> {
    const cookies = request.cookies;
    const session = await sessionInfoOf(request, this.#merchantCode);
    const language =
      toLanguage(cookies[PREFERENCE_COOKIES.language]) ??
      toLanguage((await request.session.load().catch(() => null))?.language ?? undefined) ??
      DEFAULT_LANGUAGE;
    const nonce = randomBytes(16).toString('base64');
    const renderRequest: RenderRequest = {
      url: request.url,
      language,
      theme: cookies[PREFERENCE_COOKIES.theme] === 'light' ? 'light' : 'dark',
      termsAgreed: cookies[PREFERENCE_COOKIES.termsAgreed] === '1',
      session,
      userAgent: request.headers['user-agent'] ?? '',
      nonce,
      router: appRouter,
      createContext: () => Promise.resolve(contextFor(request, reply)),
    };
    const head = this.#entry.pageHead(renderRequest);
    const assets = head && this.#assetsOf(head, request);
    if (!head || !assets) return null;
    allowNonce(reply, nonce);
    const stream = new PassThrough();
    stream.write(this.#headHtml(head, assets));
    this.#renderPage(renderRequest, request)
      .then((page) => {
        if (stream.destroyed) return; // the browser went away
        stream.end(
          page
            ? this.#bodyHtml(page, this.#assetsOf(page, request) ?? assets, nonce)
            : this.#plainBodyHtml(),
        );
      })
      .catch((error: unknown) => {
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return stream;
  }

  /** The rendered page, or null (a failure logged) when it is to go out client-rendered. */
  async #renderPage(
    renderRequest: RenderRequest,
    request: FastifyRequest,
  ): Promise<RenderedPage | null> {
    try {
      return await this.#entry.renderPage(renderRequest);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return null;
    }
  }

  /**
   * The lazy screen's stylesheets and scripts; null when the build's manifest does not know the
   * screen: its markup without its stylesheets would paint unstyled, so the plain page then.
   */
  #assetsOf(head: PageHead, request: FastifyRequest): ScreenAssets | null {
    if (!head.screenModule) return NO_ASSETS;
    const assets = this.#screenAssets?.(head.screenModule) ?? null;
    if (!assets) {
      request.log.warn(
        { screenModule: head.screenModule },
        'screen not in the web build manifest: page goes out client-rendered',
      );
    }
    return assets;
  }

  /** index.html up to and with the opening root element, in the page's language and theme. */
  #headHtml(head: PageHead, assets: ScreenAssets): string {
    const html = this.#template.head
      .replace(
        /<html[^>]*>/,
        `<html lang="${escapeAttribute(head.lang)}" data-theme="${head.theme}">`,
      )
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        `<meta name="theme-color" content="${escapeAttribute(head.themeColour)}"`,
      )
      .replace('</head>', `${assets.styles.map(stylesheetLink).join('')}</head>`);
    return `${html}<div id="root">`;
  }

  /** The rendered root, its state, the boot script and the rest of index.html. */
  #bodyHtml(page: RenderedPage, assets: ScreenAssets, nonce: string): string {
    return (
      `${page.html}</div>` +
      `<script id="page-state" type="application/json" nonce="${nonce}">${page.state}</script>` +
      (this.#template.entry ? bootScript([this.#template.entry, ...assets.scripts], nonce) : '') +
      this.#template.tail
    );
  }

  /** After a head already sent: the empty root and the app's script, as index.html has them. */
  #plainBodyHtml(): string {
    const entry = this.#template.entry
      ? `<script type="module" crossorigin src="${escapeAttribute(this.#template.entry)}"></script>`
      : '';
    return `</div>${entry}${this.#template.tail}`;
  }
}
