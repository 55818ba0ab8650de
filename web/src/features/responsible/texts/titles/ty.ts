/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  playBreak: 'Pahinga at paalala sa paglalaro',
} satisfies RouteTitles;

export default titles;
