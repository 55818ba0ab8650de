/**
 * The content domain's key: the merchant's social links (side menu), content.socialLinks.
 * home.bootstrap seeds it when it arrives; opened elsewhere first, the screen asks the procedure.
 */
import type { LanguageCode } from '@app/contracts/values';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { seedQuery, useHomeSeed, type HomeData } from '../../lib/bootstrap.ts';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

export const contentKeys = {
  social: (trpc: Trpc, language: LanguageCode) => trpc.content.socialLinks.queryKey({ language }),
};

export function socialLinksOptions(trpc: Trpc, language: LanguageCode, enabled = true) {
  return trpc.content.socialLinks.queryOptions({ language }, { enabled, staleTime: 60_000 });
}

export function useSocialLinks({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const language = useDataLanguage();
  const homeSeed = useHomeSeed('download');
  return useQuery(socialLinksOptions(trpc, language, enabled && homeSeed.ready));
}

export function seedContentFromHome(
  queryClient: QueryClient,
  trpc: Trpc,
  home: HomeData,
  updatedAt: number,
): void {
  if (home.failedSections.includes('download')) return;
  seedQuery(queryClient, contentKeys.social(trpc, home.language), home.download.social, updatedAt);
}
