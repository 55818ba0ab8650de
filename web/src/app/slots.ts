/**
 * The pieces domains draw in each other's screens (lib/slots.tsx), one line per slot: the app
 * is the only place that knows which domain fills which. Each is a chunk of its own, fetched
 * when a screen first draws it, so the first load of the home carries none of them (but the
 * regulator line, which every page draws anyway).
 */
import { lazy } from 'react';
import type { SlotComponents } from '../lib/slots.tsx';
import { RegulatorLine } from './layout/regulator-line.tsx';

export const SLOTS: SlotComponents = {
  referralLink: lazy(async () => ({
    default: (await import('../features/agent/referral/referral-link.tsx')).ReferralLink,
  })),
  // Under the game host's frame (features/games/host). Not a chunk of its own: the layout draws
  // it on every page, so it is in the first load already.
  regulatorLine: RegulatorLine,
};
