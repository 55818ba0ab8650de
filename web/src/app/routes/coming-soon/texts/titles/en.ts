/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../../lib/routing.ts';

const titles = {
  startLottery: 'Lottery',
  trail: 'Free trial',
  gameCenter: 'Game center',
  slotsCenter: 'Slots center',
} satisfies RouteTitles;

export default titles;
