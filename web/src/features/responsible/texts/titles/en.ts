/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  playBreak: 'Breaks and reality check',
} satisfies RouteTitles;

export default titles;
