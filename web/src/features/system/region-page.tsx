import { SystemPage } from './system-page.tsx';

/** Status flag 2 (spec section 4): region restriction only. */
export function RegionPage() {
  return <SystemPage icon="globe" which="region" />;
}
