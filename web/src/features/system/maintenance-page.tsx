import { SystemPage } from './system-page.tsx';

/** Status flag 1 (spec section 4): maintenance, also when a region restriction comes with it. */
export function MaintenancePage() {
  return <SystemPage icon="tools" which="maintenance" />;
}
