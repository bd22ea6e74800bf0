import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { PHONE_REDIRECT_SCRIPT } from './shared/phone/phoneRedirect.ts';
import { aliases } from './vite.aliases.ts';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The console at / and the runtime's mobile page (served at /workflow-mobile/). */
const inputs: Record<string, string> = { console: page('./index.html') };
if (existsSync(page('./runtime/mobile/index.html'))) inputs.mobile = page('./runtime/mobile/index.html');

/**
 * The console's page sends phone-sized screens to /m/ before anything else loads (shared/phone/phoneRedirect.ts):
 * the script takes the place of the `<!-- phone-redirect -->` mark, after the viewport tag so it reads the phone's
 * real width.
 */
const PHONE_REDIRECT_MARK = '<!-- phone-redirect -->';
const phoneRedirect = (): Plugin => ({
  name: 'phone-redirect',
  transformIndexHtml: (html) =>
    html.replace(PHONE_REDIRECT_MARK, () => `<script>${PHONE_REDIRECT_SCRIPT}</script>`),
});

export default defineConfig({
  plugins: [react(), phoneRedirect()],
  resolve: { alias: aliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rollupOptions: { input: inputs },
  },
  server: {
    port: 5173,
    proxy: { '/digital-portal': 'http://127.0.0.1:8080' },
  },
});
