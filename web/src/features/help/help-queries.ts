/** The help domain's key: content.helpCenter (the topics, sanitised by the BFF), per language. */
import { useQuery } from '@tanstack/react-query';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Help topics change rarely (the BFF caches them 10 minutes). */
const HELP_STALE_MS = 5 * 60_000;

export function useHelpCenter() {
  const trpc = useTRPC();
  const language = useDataLanguage();
  return useQuery(
    trpc.content.helpCenter.queryOptions(
      { language },
      { staleTime: HELP_STALE_MS, meta: { silent: true } },
    ),
  );
}
