/**
 * The gates of the reward routes (issue 14), composing the rewards screens with the promotions'
 * FeatureOff notice (features do not import each other; the app layer composes them):
 * - /m/leaderBoard only while the MISSION promotion runs (spec section 5, "Entries");
 * - /m/rewardCenter only with the whitelabel flag REWCEN3 (spec section 4, the route's `requires`).
 *   Its entries show the 'contact_service' toast and stay (lib/route-entry.ts); an address opened
 *   directly lands here and says the feature is off, with the way home.
 * A route that is off is never a blank page.
 */
import { useTranslation } from 'react-i18next';
import { FeatureOff } from '../../../features/promotions/feature-off.tsx';
import { usePromotionAvailability } from '../../../features/promotions/promotions-queries.ts';
import {
  LeaderboardScreen,
  RewardCenterScreen,
} from '../../../features/rewards/rewards-screens.ts';
import { useRouteOpen } from '../../../lib/route-entry.ts';
import { PageLoading } from '../../page-loading.tsx';

export function LeaderBoardRoute() {
  const { t } = useTranslation('routes');
  const availability = usePromotionAvailability();
  const off = <FeatureOff title={t('titles.leaderBoard')} />;
  if (availability.data && !availability.data.mission.enabled) return off;
  if (availability.isLoading) return <PageLoading />;
  return <LeaderboardScreen unavailable={off} />;
}

export function RewardCenterRoute() {
  const { t } = useTranslation('routes');
  const open = useRouteOpen('rewardCenter');
  const off = <FeatureOff title={t('titles.rewardCenter')} />;
  if (open === undefined) return <PageLoading />;
  if (!open) return off;
  return <RewardCenterScreen unavailable={off} />;
}
