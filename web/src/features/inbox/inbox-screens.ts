/** The message center, announcements and inbox: one lazy chunk (app/routes.ts). */
export { InboxScreen } from './inbox-screen.tsx';
export { MessageCenterScreen } from './message-center-screen.tsx';
export { NoticeScreen } from './notice-screen.tsx';
