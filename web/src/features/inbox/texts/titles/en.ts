/** Route titles in English, gathered into the `routes` namespace (app/texts.ts). */
import type { RouteTitles } from '../../../../lib/routing.ts';

const titles = {
  notice: 'Announcements',
  webEmail: 'Inbox',
  message: 'Message center',
} satisfies RouteTitles;

export default titles;
