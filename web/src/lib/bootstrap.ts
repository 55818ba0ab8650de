/**
 * home.bootstrap: every home section in one response (architecture.md "Home in one round trip").
 * One query key for the whole app: the status gate starts it together with system.status (same
 * batch), the home sections, the home top bar, the marquee and the side menu read it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMINGS_MS } from '@app/contracts/values';
import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/index.ts';
import { useTRPC, type RouterOutputs } from './trpc.ts';

export type HomeData = RouterOutputs['home']['bootstrap'];

/** The value, updated only after it stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return undefined;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, debounced, delayMs]);
  return debounced;
}

/** Home data in the current language; a language change reloads it, debounced 250 ms. */
export function useHomeBootstrap({ enabled = true }: { enabled?: boolean } = {}) {
  const language = useLanguage();
  const debounced = useDebouncedValue(language, TIMINGS_MS.languageReloadDebounce);
  const trpc = useTRPC();
  return useQuery(
    trpc.home.bootstrap.queryOptions(
      { language: debounced },
      {
        enabled,
        staleTime: 60_000,
        // A language change keeps the old sections on screen until the new ones arrive.
        placeholderData: keepPreviousData,
        meta: { silent: true },
      },
    ),
  );
}
