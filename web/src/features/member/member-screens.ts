/** The member pages, one lazy chunk (app/routes.ts). */
export { FeedbackScreen } from './feedback-screen.tsx';
export { MemberHomeScreen } from './member-home-screen.tsx';
