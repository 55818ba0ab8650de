/**
 * Whether the terms notice was agreed to this browser session (spec section 2 "Terms gate"). On
 * the server and while hydrating its page, the server's answer (its cookie); then the browser's.
 */
import { useSyncExternalStore } from 'react';
import { usePageFacts } from './page-facts.ts';
import { readTermsAgreed, subscribeTermsAgreed } from './storage.ts';

export function useTermsAgreed(): boolean {
  const facts = usePageFacts();
  return useSyncExternalStore(subscribeTermsAgreed, readTermsAgreed, () =>
    facts ? facts.termsAgreed : readTermsAgreed(),
  );
}
