import { defineDomain } from '../../gateway/domain.ts';
import { agentControls } from './agent.controls.ts';
import { agentRelays } from './agent.relays.ts';
import { AgentSlice } from './agent.state.ts';
import { contractRelays } from './contract.relays.ts';

/** The agents' side: the team, rebates, transfers, links, registration, P&L, and contracts. */
export const agent = defineDomain({
  slices: [AgentSlice],
  relays: [agentRelays, contractRelays],
  controls: agentControls,
});
