import { realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import type { UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** The browser's build. */
const clientBuild: UserConfig['build'] = {
  outDir: 'dist',
  assetsInlineLimit: 0,
  // dist/.vite/manifest.json: which stylesheets and scripts a lazy screen needs, for the BFF to
  // link them in a page rendered on the server (decision 035). Never served (a dot folder).
  manifest: true,
  sourcemap: false,
  // Every browser the app supports preloads modules itself: the polyfill was 0.5 KB gzip of
  // the first load for nothing.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    // tRPC's packages declare no `sideEffects`, so the bundler kept every link their index
    // re-exports (the WebSocket client, the stream and subscription links) though the app
    // uses httpBatchLink only; their modules do nothing when imported.
    treeshake: {
      moduleSideEffects: (id: string) => !/\/node_modules\/\.pnpm\/@trpc\+/.test(id),
    },
    output: {
      // Everything the entry imports statically is one chunk. Left to itself, the bundler cuts
      // the modules the entry shares with lazy chunks (icons, status, react) into chunks of
      // their own: more requests, and each compresses worse than the whole (measured: +0.4 KB
      // gzip on /m/home's first load for three extra scripts).
      //
      // Every domain keeps its route titles beside its routes (texts/titles/<language>.ts); the
      // `routes` namespace gathers them, so they travel as one chunk per language, not twenty.
      codeSplitting: {
        groups: [
          { name: 'first-load', tags: ['$initial'] },
          {
            name: (id: string) => {
              const language = /\/texts\/titles\/(\w+)\.ts$/.exec(id)?.[1];
              return language ? `route-titles-${language}` : null;
            },
          },
        ],
      },
    },
  },
};

// The BFF serves the built app under /m/ with a strict CSP (script-src 'self'; style-src 'self'),
// so nothing may be inlined into index.html and assets are never turned into data: URLs.
//
// `vite build --ssr src/entry-server.tsx` (the package's `build` runs it after the client build)
// makes the server renderer the BFF imports: one self-contained module tree in `dist-ssr/`,
// every dependency bundled in, so it runs wherever the BFF finds it (decision 033).
//
// React's API, Preact's renderer (decision 036): `react`, `react-dom` (and their `/client`,
// `/server`, `/jsx-runtime` entries) resolve to `preact/compat` in the browser's build, the server
// build (every dependency is bundled, so the aliases reach the libraries too) and the tests. The
// code is still written and typed against React's API (`@types/react`).
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's shim of React 18's hook: compat has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/**
 * Libraries that import React: Vitest runs dependencies in Node as they are (no aliases) unless
 * they are inlined, and one of them importing the real React beside Preact would be two renderers.
 */
const REACT_LIBRARIES = [
  /\/node_modules\/.*@testing-library\/react\//,
  /\/node_modules\/.*react-router/,
  /\/node_modules\/.*@tanstack\/react-query\//,
  /\/node_modules\/.*@trpc\/tanstack-react-query\//,
  /\/node_modules\/.*react-i18next\//,
  /\/node_modules\/.*react-hook-form\//,
  /\/node_modules\/.*@hookform\/resolvers\//,
];

/**
 * Testing Library's `main`, and react-router-dom's export for Node, are CommonJS, whose
 * `require('react')` Node resolves itself, past the aliases, to React: the tests take their ES
 * builds, which Vitest then inlines with the aliases above.
 */
const ROUTER_DOM = realpathSync(
  fileURLToPath(new URL('node_modules/react-router-dom', import.meta.url)),
);
const ROUTER = join(ROUTER_DOM, '../react-router');
const TEST_ALIASES = [
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
  { find: /^react-router-dom$/, replacement: join(ROUTER_DOM, 'dist/index.mjs') },
  { find: /^react-router$/, replacement: join(ROUTER, 'dist/development/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(ROUTER, 'dist/development/dom-export.mjs') },
];

/**
 * The service worker (src/sw.ts, decision 041), built from our own source with Workbox's modules
 * (`injectManifest`): the build writes dist/sw.js with the precache list of this build. The list
 * is every script, stylesheet and image of dist, and index.html under the shell's own address
 * (the BFF answers /m/shell.html with it, never a rendered page). The page registers the worker
 * itself (lib/service-worker.ts), and the web manifest is ours (public/).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,png,svg,webmanifest}', 'index.html'],
    // The screens' chunks are small; the largest (the KYC steps' image tools) is under 100 KB.
    maximumFileSizeToCacheInBytes: 512 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) =>
          entry.url === 'index.html' ? { ...entry, url: 'shell.html' } : entry,
        ),
        warnings: [],
      }),
    ],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  base: '/m/',
  // The preset compiles JSX for Preact and gives the dev server Prefresh (hot reload) and the
  // devtools; its own react aliases are replaced by the exact ones above.
  plugins: [
    preact({ reactAliasesEnabled: false, devToolsEnabled: process.env.VITEST ? false : undefined }),
    isSsrBuild || process.env.VITEST ? null : serviceWorker,
  ],
  resolve: { alias: PREACT_ALIASES },
  ssr: { noExternal: true },
  // The server build bundles React: its production build, whatever NODE_ENV the BFF runs with
  // (a development React renders the home several times slower and warns differently).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node20', assetsInlineLimit: 0, sourcemap: false }
    : clientBuild,
  server: {
    proxy: {
      '/trpc': { target: 'http://127.0.0.1:8080', changeOrigin: false },
      '/upload': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    alias: TEST_ALIASES,
    server: { deps: { inline: REACT_LIBRARIES } },
    // A guard against a test that hangs, not a speed claim: on a loaded two-core machine a
    // screen test (lazy chunks through vite's transform, jsdom) takes several times its idle
    // time. Waits inside tests are conditions (test/setup.ts); timers are the fake clock's.
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on the two-core test
    // machines, which leaves a core idle while jsdom waits on timers (35 s → 22 s on two cores).
    maxWorkers: Math.max(2, availableParallelism()),
    // The files of a worker share one module graph and one jsdom: each file no longer sets up
    // jsdom, the app's modules and every English namespace again (126 s → 54 s on two cores).
    // What a test leaves behind is reset after each (test/setup.ts: storages, toasts, the
    // download popup, the language); files shuffled in any order pass
    // (`vitest run --sequence.shuffle.files`, six seeds, one and two workers).
    isolate: false,
  },
}));
