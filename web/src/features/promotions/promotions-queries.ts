/**
 * The promotions domain's key: which promotions the merchant runs (promotions.availability).
 * home.bootstrap seeds it when it arrives; opened elsewhere first, the screen asks the procedure.
 */
import type { LanguageCode } from '@app/contracts/values';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { seedQuery, useHomeSeed, type HomeData } from '../../lib/bootstrap.ts';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

export function promotionAvailabilityOptions(trpc: Trpc, language: LanguageCode, enabled = true) {
  return trpc.promotions.availability.queryOptions({ language }, { enabled, staleTime: 60_000 });
}

export function usePromotionAvailability({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const language = useDataLanguage();
  const homeSeed = useHomeSeed('promotions');
  return useQuery(promotionAvailabilityOptions(trpc, language, enabled && homeSeed.ready));
}

export function seedPromotionsFromHome(
  queryClient: QueryClient,
  trpc: Trpc,
  home: HomeData,
  updatedAt: number,
): void {
  if (home.failedSections.includes('promotions')) return;
  const key = trpc.promotions.availability.queryKey({ language: home.language });
  seedQuery(queryClient, key, home.promotions, updatedAt);
}
