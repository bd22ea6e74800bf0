import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** Keeps each source file's own `import.meta.url`, so paths it resolves (migrations, locales) stay right in one bundle. */
const ownUrls: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /[\\/](server|shared)[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

/**
 * Bundles the server into one ES module (npm packages stay external), so three instances on a busy machine start
 * in seconds: loading hundreds of TypeScript files through a loader per process is what makes a start slow.
 */
export const bundleServer = async (outDir: string) => {
  const outfile = path.join(outDir, 'server.mjs');
  await build({
    entryPoints: [path.resolve('tests/cluster/serverEntry.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
    plugins: [ownUrls],
  });
  return outfile;
};
