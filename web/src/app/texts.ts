/**
 * The text namespaces, found where they live rather than listed: a `texts/` folder holding
 * `en.ts` (the complete key set), `ty.ts` and `pt.ts` (every key too, brand names aside, as
 * test/texts.test.ts checks; a key missing at run time reads English) is the namespace named after
 * the folder that holds it (`features/wallet/texts` is `wallet`, `features/games/game-list/texts`
 * is `gameList`, `app/routes/home/texts` is `home`); the shared ones are `app/texts/<name>/`
 * (`common`, `errors`, `validation`, `routes`, `menu`, `lists`).
 *
 * The `routes` namespace also carries every route's title, `titles.<route>`, gathered from each
 * domain's `texts/titles/<language>.ts` (one chunk per language, vite.config.ts).
 *
 * The first load carries the English of the shell and the home (FIRST_LOAD below); everything
 * else is a chunk of its own, fetched when a screen asks for it. A route lists the namespaces its
 * screen needs in its domain's `<domain>.routes.ts` and the router loads them with the screen.
 * The map of those chunks (text-loaders.ts, one loader per file) is a chunk too, fetched with the
 * first text that is not in the first load: the English home never needs it (issue 28).
 */
import type { ResourceKey } from 'i18next';
import type { TextSources } from '../i18n/index.ts';
import common from './texts/common/en.ts';
import home from './routes/home/texts/en.ts';
import games from '../features/games/texts/en.ts';
import content from '../features/content/texts/en.ts';
import download from '../features/download/texts/en.ts';

/** English namespaces in the first chunk: the shell and the home (budget: docs/performance.md). */
const FIRST_LOAD: Record<string, ResourceKey> = { common, home, games, content, download };

export const TEXT_SOURCES: TextSources = {
  bundled: FIRST_LOAD,
  defaultNamespace: 'common',
  load: async (language, namespace) => {
    // Own keys only: `__proto__` is no namespace.
    if (language === 'en' && Object.hasOwn(FIRST_LOAD, namespace)) {
      return FIRST_LOAD[namespace] as ResourceKey;
    }
    const { loadTexts } = await import('./text-loaders.ts');
    return loadTexts(language, namespace);
  },
};
