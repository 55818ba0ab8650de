/**
 * The content domain's key: the merchant's social links (side menu). home.bootstrap seeds it when
 * it arrives; opened elsewhere first, it is read from home.bootstrap (the BFF has no procedure of
 * its own for it yet), one deduplicated request.
 */
import type { Download } from '@app/contracts';

type SocialLink = Download['social'][number];
import type { LanguageCode } from '@app/contracts/values';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  homeBootstrapOptions,
  seedQuery,
  useDataLanguage,
  useHomeSeed,
  type HomeData,
} from '../../lib/bootstrap.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

export const contentKeys = {
  social: (language: LanguageCode) => ['content', 'social', language] as const,
};

export function socialLinksOptions(
  trpc: Trpc,
  queryClient: QueryClient,
  language: LanguageCode,
  enabled = true,
) {
  return {
    queryKey: contentKeys.social(language),
    queryFn: async (): Promise<SocialLink[]> =>
      (await queryClient.fetchQuery(homeBootstrapOptions(trpc, language))).download.social,
    enabled,
    staleTime: 60_000,
  };
}

export function useSocialLinks({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useDataLanguage();
  const homeSeed = useHomeSeed('download');
  return useQuery(
    socialLinksOptions(
      trpc,
      queryClient,
      language,
      enabled && !homeSeed.pending && !homeSeed.failed,
    ),
  );
}

export function seedContentFromHome(
  queryClient: QueryClient,
  home: HomeData,
  updatedAt: number,
): void {
  if (home.failedSections.includes('download')) return;
  seedQuery(queryClient, contentKeys.social(home.language), home.download.social, updatedAt);
}
