/**
 * The agreement between the BFF and the web app's server build (issue 28, decision 033): what the
 * BFF's page renderer (bff/src/pages/page-renderer.ts) hands `renderPage` in
 * web/src/entry-server.tsx, and what comes back. Types only; the router and its context are
 * parameters, so this package needs neither the BFF nor tRPC.
 */
import type { LanguageCode } from './language-codes.ts';
import type { SessionInfo } from './session.ts';

export type PageTheme = 'dark' | 'light';

export interface PageRenderRequest<Router, RouterContext> {
  /** The path and query the browser asked for (`/m/home?x=1`). */
  url: string;
  language: LanguageCode;
  theme: PageTheme;
  termsAgreed: boolean;
  /** The signed-in player, null for a visitor, undefined when the session could not be read. */
  session: SessionInfo | null | undefined;
  userAgent: string;
  /**
   * This response's CSP nonce, for any inline script the renderer writes. Preact's asynchronous
   * renderer writes none; the BFF still puts it on the page-state script.
   */
  nonce: string;
  /** The BFF's router and a context for this request: procedures run in-process. */
  router: Router;
  createContext: () => Promise<RouterContext>;
}

/** What decides a page's head: the part of PageRenderRequest known before any data. */
export type PageHeadRequest = Pick<
  PageRenderRequest<unknown, unknown>,
  'url' | 'language' | 'theme' | 'session'
>;

/**
 * The page's head, known before its data: the BFF sends it at once, so the browser fetches the
 * stylesheets while the server renders.
 */
export interface PageHead {
  /** `<html lang>` and `data-theme`, and the theme-color meta. */
  lang: string;
  theme: PageTheme;
  themeColour: string;
  /**
   * The page's screen module when it is a lazy chunk, as the web build's manifest names it
   * (`src/features/help/help-screen.tsx`): the BFF links its stylesheets in the head and starts
   * its script with the app's. Null for a screen in the first chunk (the home).
   */
  screenModule: string | null;
}

export interface RenderedPage extends PageHead {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The JSON of the page state (facts and dehydrated queries), safe inside a script element. */
  state: string;
}
