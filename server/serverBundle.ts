/**
 * `npm start` runs the server from one bundled file, rebuilt when a server or shared source changed: loading
 * some five hundred TypeScript modules one by one through the TypeScript loader took most of a warm start
 * (README: a later start takes a second or two). Tests and `dev:server` still run the sources directly.
 */
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const SERVER_BUNDLE = path.resolve('dist-server/main.mjs');
const SERVER_SOURCES = ['server', 'shared', 'tsconfig.json', 'package-lock.json'];

/** Each module keeps its own `import.meta.url`, so paths it finds beside itself (locales, migrations) still resolve. */
const keepModuleUrls: Plugin = {
  name: 'keep-module-urls',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Builds the bundle when it is missing or older than the newest server source; answers its file URL. */
export const ensureServerBundle = async (newestChange: (entry: string) => number): Promise<string> => {
  const builtAt = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (builtAt < Math.max(...SERVER_SOURCES.map(newestChange))) {
    await build({
      entryPoints: ['server/main.ts'],
      outfile: SERVER_BUNDLE,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: 'tsconfig.json',
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [keepModuleUrls],
    });
  }
  return pathToFileURL(SERVER_BUNDLE).href;
};
