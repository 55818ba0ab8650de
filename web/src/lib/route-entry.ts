/**
 * Routes that need a merchant's switch (a whitelabel flag), as data: a route declares
 * `requires` (lib/routing.ts) and every link to it asks here before it navigates. With the switch
 * off, an in-app entry shows the route's notice as an info toast and stays where it is (spec
 * section 4: "Reward centre requires REWCEN3 else info toast 'contact_service' 2 s"); the route
 * itself tells an address opened directly that the feature is off.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../components/ui/toast.tsx';
import type { RouteName } from './paths.ts';
import type { RouteRequirement } from './routing.ts';
import { useSystemStatus } from './status.ts';

const requirements = new Map<string, RouteRequirement>();

/** Registers what a route requires (the route table does, once, as it loads). */
export function registerRequirement(name: string, requirement: RouteRequirement): void {
  requirements.set(name, requirement);
}

/** Whether the merchant's switches let `name` open: undefined until the status is known. */
export function useRouteOpen(name: RouteName): boolean | undefined {
  const status = useSystemStatus();
  const requirement = requirements.get(name);
  if (!requirement) return true;
  if (!status.data) return undefined;
  return status.data.whitelabel[requirement.flag] === true;
}

/**
 * The onClick of links into the app: `entryGuard(name)` blocks the tap on a route whose switch
 * is off (or not known yet) and says why; any other route's tap goes through.
 */
export function useEntryGuard(): (name: RouteName) => (event: MouseEvent<HTMLElement>) => void {
  const whitelabel = useSystemStatus().data?.whitelabel;
  const { t } = useTranslation();
  return (name) => (event) => {
    const requirement = requirements.get(name);
    if (!requirement || whitelabel?.[requirement.flag] === true) return;
    event.preventDefault();
    showToast(t([`errors:${requirement.notice}`, 'common:errors.service_unavailable']), {
      tone: 'info',
      durationMs: requirement.durationMs,
    });
  };
}
