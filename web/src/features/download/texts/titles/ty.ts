/** Route titles in Filipino (TY), gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  app: 'I-download ang app',
} satisfies RouteTitles;

export default titles;
