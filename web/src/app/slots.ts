/**
 * The pieces domains draw in each other's screens (lib/slots.tsx), one line per slot: the app
 * is the only place that knows which domain fills which.
 */
import { ReferralLink } from '../features/agent/referral/referral-link.tsx';
import type { SlotComponents } from '../lib/slots.tsx';

export const SLOTS: SlotComponents = {
  referralLink: ReferralLink,
};
