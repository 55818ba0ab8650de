import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';

/** The browser's build. */
const clientBuild: UserConfig['build'] = {
  outDir: 'dist',
  assetsInlineLimit: 0,
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
export default defineConfig(({ isSsrBuild }) => ({
  base: '/m/',
  plugins: [react()],
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
    // A guard against a test that hangs, not a speed claim: on a loaded two-core machine a
    // screen test (lazy chunks through vite's transform, jsdom) takes several times its idle
    // time. Waits inside tests are conditions (test/setup.ts); timers are the fake clock's.
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on the two-core test
    // machines, which leaves a core idle while jsdom waits on timers (35 s → 22 s on two cores).
    maxWorkers: Math.max(2, availableParallelism()),
  },
}));
