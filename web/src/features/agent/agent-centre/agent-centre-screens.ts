/** The agent centre's screens: one chunk (agent.routes.ts). */
export { AgentCentreScreen } from './agent-centre-screen.tsx';
export { DownlinesScreen } from './downlines-screen.tsx';
export { DownlineScreen } from './downline-screen.tsx';
