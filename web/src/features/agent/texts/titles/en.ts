/** Route titles (en), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  inviteFriends: 'Invite friends',
  agentRegister: 'Agent registration',
  agentCentre: 'Agent centre',
  agentDownlines: 'My team',
  agentDownline: 'Team member',
  agentTransfer: 'Transfer to team',
  agentReport: 'Team profit and loss',
  agentQuota: 'Quota groups',
} satisfies RouteTitles;

export default titles;
