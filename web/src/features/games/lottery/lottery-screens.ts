/** The lottery's screens, one lazy chunk (app/routes.ts). */
export { LaunchGameScreen, LottoH5Redirect } from './launch-game-screen.tsx';
export { LotteryScreen } from './lottery-screen.tsx';
