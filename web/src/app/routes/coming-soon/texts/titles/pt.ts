/** Route titles in Portuguese (PT), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../../lib/routing.ts';

const titles = {
  startLottery: 'Loteria',
  trail: 'Teste grátis',
  gameCenter: 'Central de jogos',
  slotsCenter: 'Central de slots',
} satisfies RouteTitles;

export default titles;
