/** Route titles (ty), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  inviteFriends: 'Mag-imbita ng mga kaibigan',
  agentRegister: 'Pagpaparehistro ng ahente',
  agentCentre: 'Sentro ng ahente',
  agentDownlines: 'Aking koponan',
  agentDownline: 'Miyembro ng koponan',
  agentTransfer: 'Maglipat sa koponan',
  agentReport: 'Kita at lugi ng koponan',
  agentQuota: 'Mga pangkat ng quota',
} satisfies RouteTitles;

export default titles;
