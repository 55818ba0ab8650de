/**
 * The reward centre's whitelabel gate (spec section 4: "Reward centre requires REWCEN3 else info
 * toast 'contact_service' 2 s"). Every entry to /m/rewardCenter (the VIP wheel, the member
 * centre's link) asks this: with the flag off the tap shows the toast and the player stays; a
 * direct visit is answered by the route itself. Kept in lib so any feature's entry can use it.
 */
import { TIMINGS_MS } from '@app/contracts/values';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../components/ui/toast.tsx';
import { useSystemStatus } from './status.ts';

/** Whether the merchant runs the reward centre (REWCEN3); false until the status is known. */
export function useRewardCentreOn(): boolean {
  return useSystemStatus().data?.whitelabel.REWCEN3 === true;
}

/** The onClick of an entry link: with REWCEN3 off it blocks the navigation and says why. */
export function useRewardCentreEntry(): (event: MouseEvent<HTMLElement>) => void {
  const on = useRewardCentreOn();
  const { t } = useTranslation();
  return (event) => {
    if (on) return;
    event.preventDefault();
    showToast(t(['errors:contact_service', 'common:errors.service_unavailable']), {
      tone: 'info',
      durationMs: TIMINGS_MS.contactServiceToast,
    });
  };
}
