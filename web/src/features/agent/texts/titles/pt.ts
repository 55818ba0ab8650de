/** Route titles (pt), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  inviteFriends: 'Convidar amigos',
  agentRegister: 'Registro de agente',
  agentCentre: 'Central do agente',
  agentDownlines: 'Minha equipe',
  agentDownline: 'Membro da equipe',
  agentTransfer: 'Transferir para a equipe',
  agentReport: 'Lucros e perdas da equipe',
  agentQuota: 'Grupos de cota',
} satisfies RouteTitles;

export default titles;
