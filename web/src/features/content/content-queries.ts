/**
 * The content domain's key: the merchant's social links (side menu). home.bootstrap seeds it when
 * it arrives; opened elsewhere first, it is read from home.bootstrap (the BFF has no procedure of
 * its own for it yet), one deduplicated request.
 */
import type { Download } from '@app/contracts';
import type { LanguageCode } from '@app/contracts/values';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  fromHomeBootstrap,
  seedQuery,
  useDataLanguage,
  useHomeSeed,
  type HomeData,
} from '../../lib/bootstrap.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;
type SocialLink = Download['social'][number];

export const contentKeys = {
  social: (language: LanguageCode) => ['content', 'social', language] as const,
};

export function socialLinksOptions(
  trpc: Trpc,
  queryClient: QueryClient,
  language: LanguageCode,
  enabled = true,
) {
  return fromHomeBootstrap<SocialLink[]>({
    trpc,
    queryClient,
    language,
    queryKey: contentKeys.social(language),
    select: (home) => home.download.social,
    enabled,
  });
}

export function useSocialLinks({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useDataLanguage();
  const homeSeed = useHomeSeed('download');
  return useQuery(socialLinksOptions(trpc, queryClient, language, enabled && homeSeed.ready));
}

export function seedContentFromHome(
  queryClient: QueryClient,
  home: HomeData,
  updatedAt: number,
): void {
  if (home.failedSections.includes('download')) return;
  seedQuery(queryClient, contentKeys.social(home.language), home.download.social, updatedAt);
}
