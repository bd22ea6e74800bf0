import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { phoneBoot } from './build/phoneBoot.ts';
import { precompress } from './build/precompress.ts';
import { aliases } from '../vite.aliases.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The phone pages (served at /m/): a build of their own, so a phone downloads Preact, i18next and these pages,
 * never the console, Blueprint or the studio. The pages and the form runtime are written against React's API;
 * this build runs them on Preact's compatibility layer (preact/compat), about 10 kB gzip where React DOM is about
 * 60 kB: on a slow phone that is a third of a second less download and far less script to parse (issue 33 bench).
 * Tests in Node (vitest) render with React; the browser tests run this build. The endpoint declarations of shared/api come along for their method
 * and path; their TypeBox schemas only matter to the server (validation) and to the type checker, so this build
 * swaps the schema builder for a stub that makes empty schemas (build/typeboxStub.ts).
 * `vite build -c mobile/vite.config.ts` writes dist/m; `--outDir` (relative to mobile/) moves it: the e2e build writes ../dist-e2e/m.
 */
export default defineConfig({
  root: here('.'),
  base: '/m/',
  publicDir: here('./public'),
  plugins: [react(), phoneBoot(), precompress()],
  resolve: {
    alias: [
      { find: /^@sinclair\/typebox$/, replacement: here('./build/typeboxStub.ts') },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  build: {
    outDir: here('../dist/m'),
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { mobile: here('./index.html') },
      // the libraries every page needs (Preact, i18next) in a chunk of their own: it changes only with them, so a
      // new build of the pages leaves it cached, and the benchmark tells the pages' own code from the libraries.
      // The rest of what every page loads at the start is one chunk, the entry's: on a slow network each further
      // file costs a round trip (the small modules the entry shares with the lazy pages were files of their own).
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules\/(preact|i18next)\//, priority: 2 },
            { name: 'mobile', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
