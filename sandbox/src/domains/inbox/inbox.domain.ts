import { defineDomain } from '../../gateway/domain.ts';
import { inboxControls } from './inbox.controls.ts';
import { inboxRelays } from './inbox.relays.ts';
import { chatRoutes } from './inbox.routes.ts';
import { InboxSlice } from './inbox.state.ts';

/** The inbox and the chat: messages, unread counts, the chat page. */
export const inbox = defineDomain({
  slices: [InboxSlice],
  relays: [inboxRelays],
  controls: inboxControls,
  routes: chatRoutes,
});
