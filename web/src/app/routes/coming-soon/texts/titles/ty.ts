/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../../lib/routing.ts';

const titles = {
  startLottery: 'Loterya',
  trail: 'Libreng pagsubok',
  gameCenter: 'Sentro ng laro',
  slotsCenter: 'Sentro ng slots',
} satisfies RouteTitles;

export default titles;
