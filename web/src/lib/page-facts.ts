/**
 * What the server knew when it rendered the page (issue 28, decision 033): the language and theme
 * it rendered in, whether the terms notice was agreed to, and who is signed in. The server puts
 * them in the page beside the dehydrated query cache (`<script id="page-state">`); the client
 * reads them before hydrating, so its first render is the server's, and only then do the
 * browser's own storages take over.
 *
 * A render outside the server (tests, a page the BFF served without rendering) has no facts:
 * every reader falls back to the browser's storages.
 */
import type { SessionInfo } from '@app/contracts';
import type { LanguageCode } from '@app/contracts/values';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Theme } from './storage.ts';

export interface PageFacts {
  language: LanguageCode;
  theme: Theme;
  termsAgreed: boolean;
  /**
   * The signed-in player as the BFF's session says, null for a visitor, undefined when the
   * session could not be read (the store down): then the client renders afresh.
   */
  session: SessionInfo | null | undefined;
  /** The user agent of the request (the download offers differ on iOS). */
  userAgent: string;
  /** The text namespaces the render read: loaded before hydrating, or a text would differ. */
  namespaces: string[];
}

/** The page's embedded state: the facts and react-query's dehydrated cache. */
export interface PageState {
  facts: PageFacts;
  queries: DehydratedState;
}

/** The id of the JSON block that carries the PageState. */
export const PAGE_STATE_ID = 'page-state';

export const PageFactsContext = createContext<PageFacts | null>(null);

/** The server's facts while rendering on the server or hydrating its page; null otherwise. */
export function usePageFacts(): PageFacts | null {
  return useContext(PageFactsContext);
}

/**
 * Reads (and removes) the page state the server embedded, or null when the page carries none or
 * it does not parse: the app then renders from scratch, as before server rendering.
 */
export function takePageState(doc: Document = document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as PageState;
    return state && typeof state === 'object' && state.facts && state.queries ? state : null;
  } catch {
    return null;
  }
}

/**
 * JSON for a `<script type="application/json">` block: `<` escaped so no value can close the
 * element or open a comment; U+2028/2029 escaped for any reader that parses it as script.
 */
export function serialisePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
