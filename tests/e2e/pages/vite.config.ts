import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import base from '../../../vite.config.ts';

/**
 * The product build plus the test-only runtime host page (served at /tests/e2e/pages/runtime.html):
 * `npx vite build -c tests/e2e/pages/vite.config.ts --outDir dist-files`.
 */
const inputs = (base.build?.rollupOptions?.input ?? {}) as Record<string, string>;
export default mergeConfig(base, {
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  build: {
    rollupOptions: {
      input: { ...inputs, runtimeTest: fileURLToPath(new URL('./runtime.html', import.meta.url)) },
    },
  },
});
