/** The promotions screens, one lazy chunk (app/routes.ts). */
export { ActivityScreen } from './activity-screen.tsx';
export { SignInScreen } from './sign-in-screen.tsx';
