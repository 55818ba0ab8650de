/**
 * The text namespaces: one per domain, each in its owner's `texts/` folder as `en.ts` (the
 * complete key set), `ty.ts` and `pt.ts` (subsets; missing keys read English).
 *
 * The first load carries the English of the shell and the home (FIRST_LOAD below); everything
 * else is a chunk of its own, fetched when a screen asks for it. A route lists the namespaces
 * its screen needs in routes.ts and the router loads them with the screen's chunk. A new domain:
 * one `texts/` folder and one line in FOLDERS.
 */
import type { ResourceKey } from 'i18next';
import type { TextSources } from '../i18n/index.ts';
import common from './texts/common/en.ts';
import home from './routes/home/texts/en.ts';
import games from '../features/games/texts/en.ts';
import content from '../features/content/texts/en.ts';
import download from '../features/download/texts/en.ts';

/** Each namespace's folder (relative to this file), holding `en.ts`, `ty.ts` and `pt.ts`. */
const FOLDERS = {
  common: './texts/common',
  home: './routes/home/texts',
  games: '../features/games/texts',
  content: '../features/content/texts',
  download: '../features/download/texts',
  session: '../features/session/texts',
  system: '../features/system/texts',
  /** The identity verification overlay (loaded with its chunk). */
  kyc: '../features/kyc/texts',
  /** Route titles and the placeholder of screens still to come. */
  routes: './texts/routes',
  /** The contracts' error catalogue (spec section 8); the shell's own few are in `common`. */
  errors: './texts/errors',
  /** The contracts' validation catalogue, for forms (FormField). */
  validation: './texts/validation',
  /** The side menu, its language picker and social links (loaded with the menu's chunk). */
  menu: './layout/texts',
  /** The paged list's bar and button (PagedList). */
  lists: '../components/ui/texts',
  /** The game lists' search, category menu and empty texts (loaded with their chunk). */
  gameList: '../features/games/list/texts',
  /** Deposit, withdraw and the records (loaded with their chunk). */
  wallet: '../features/wallet/texts',
  /** The promotions screen and the daily sign-in (loaded with their chunk). */
  promotions: '../features/promotions/texts',
  /** The member pages (loaded with their chunk). */
  member: '../features/member/texts',
  /** The lottery list and launch frame (loaded with their chunks). */
  lottery: '../features/games/lottery/texts',
  /** The VIP club (loaded with its chunk). */
  vip: '../features/vip/texts',
  /** The reward centre, the receiving centre and the leaderboard (loaded with their chunk). */
  rewards: '../features/rewards/texts',
  /** The message center, announcements and inbox (loaded with their chunk). */
  inbox: '../features/inbox/texts',
  /** The help center (loaded with its chunk). */
  help: '../features/help/texts',
  /** The app download page (loaded with its chunk; the bar and popup's are in `download`). */
  appPage: '../features/download/app/texts',
} as const;

export type Namespace = keyof typeof FOLDERS;
export const NAMESPACES = Object.keys(FOLDERS) as Namespace[];

/** English namespaces in the first chunk: the shell and the home (budget: docs/performance.md). */
const FIRST_LOAD = { common, home, games, content, download } satisfies Partial<
  Record<Namespace, ResourceKey>
>;

/**
 * Every other text file, each a chunk of its own (Vite turns the glob into a map of loaders). The
 * English files of FIRST_LOAD are left out: they are in the first chunk already.
 */
const CHUNKS = import.meta.glob<ResourceKey>(
  [
    './texts/*/*.ts',
    './routes/*/texts/*.ts',
    './layout/texts/*.ts',
    '../features/*/texts/*.ts',
    '../features/*/*/texts/*.ts',
    '../components/ui/texts/*.ts',
    '!./texts/common/en.ts',
    '!./routes/home/texts/en.ts',
    '!../features/games/texts/en.ts',
    '!../features/content/texts/en.ts',
    '!../features/download/texts/en.ts',
  ],
  { import: 'default' },
);

export const TEXT_SOURCES: TextSources = {
  bundled: FIRST_LOAD,
  defaultNamespace: 'common',
  load: (language, namespace) => {
    const folder = Object.hasOwn(FOLDERS, namespace) ? FOLDERS[namespace as Namespace] : null;
    const chunk = folder ? CHUNKS[`${folder}/${language}.ts`] : undefined;
    return chunk ? chunk() : Promise.reject(new Error(`no ${language} texts in ${namespace}`));
  },
};
