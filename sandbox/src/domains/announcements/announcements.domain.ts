import { defineDomain } from '../../gateway/domain.ts';
import { announcementRelays } from './announcements.relays.ts';
import { AnnouncementsSlice } from './announcements.state.ts';

/** Announcements: the lists and each member's read marks. */
export const announcements = defineDomain({
  slices: [AnnouncementsSlice],
  relays: [announcementRelays],
});
