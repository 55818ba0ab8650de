/**
 * What a lazy screen needs in a page rendered on the server (decision 035): its stylesheets, in
 * the head so that the first paint is styled (a lazy chunk's CSS is otherwise linked only when
 * the chunk is imported), and its scripts, started with the app's so that the page hydrates
 * with its screen. Read from the web build's manifest (`dist/.vite/manifest.json`), which names
 * every chunk by its source module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export interface ScreenAssets {
  /** Stylesheet URLs, in the order the chunks import them. */
  styles: string[];
  /** Script URLs: the screen's chunk and the chunks it imports, not the app's own. */
  scripts: string[];
}

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** The manifest's path in a web build. */
export const MANIFEST_PATH = join('.vite', 'manifest.json');

/** The chunk keys reachable from `keys` through static imports (each once, depth first). */
function reachable(manifest: Manifest, keys: readonly string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    reachable(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The assets of each screen module, from a parsed manifest: what its chunk needs beyond what the
 * app's entry (and everything the entry imports) already brings. Null for a module the build
 * does not know, so that a page whose styles cannot be found goes out client-rendered.
 */
export function screenAssetsOf(
  rawManifest: unknown,
  base: string,
): (screenModule: string) => ScreenAssets | null {
  const manifest = manifestSchema.parse(rawManifest);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inEntry = reachable(manifest, entries);
  const known = new Map<string, ScreenAssets>();
  return (screenModule) => {
    if (!manifest[screenModule]) return null;
    let assets = known.get(screenModule);
    if (!assets) {
      const chunks = [...reachable(manifest, [screenModule])].filter((key) => !inEntry.has(key));
      const files = chunks.map((key) => manifest[key] as Manifest[string]);
      assets = {
        styles: [...new Set(files.flatMap((file) => file.css ?? []))].map((css) => base + css),
        scripts: files.map((file) => base + file.file),
      };
      known.set(screenModule, assets);
    }
    return assets;
  };
}

/** The screen assets of the web build in `distDir`, or null when it has no manifest. */
export function loadScreenAssets(
  distDir: string,
  base: string,
): ((screenModule: string) => ScreenAssets | null) | null {
  const file = join(distDir, MANIFEST_PATH);
  if (!existsSync(file)) return null;
  return screenAssetsOf(JSON.parse(readFileSync(file, 'utf8')), base);
}
