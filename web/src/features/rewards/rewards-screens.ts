/** The reward screens, one chunk: the reward centre, the receiving centre, the leaderboard. */
export { LeaderboardScreen } from './leaderboard-screen.tsx';
export { ReceivingCenterScreen } from './receiving-center-screen.tsx';
export { RewardCenterScreen } from './reward-center-screen.tsx';
