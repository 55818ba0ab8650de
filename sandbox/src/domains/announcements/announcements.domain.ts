import { defineDomain } from '../../gateway/domain.ts';
import { announcementRelays } from './announcements.relays.ts';
import { announcementsSlice } from './announcements.state.ts';

/** Announcements: the lists and each member's read marks. */
export const announcements = defineDomain({
  slices: [announcementsSlice],
  relays: [announcementRelays],
});
