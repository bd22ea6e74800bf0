import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.aliases.ts';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The console at / and the runtime's mobile page (served at /workflow-mobile/). */
const inputs: Record<string, string> = { console: page('./index.html') };
if (existsSync(page('./runtime/mobile/index.html'))) inputs.mobile = page('./runtime/mobile/index.html');

export default defineConfig({
  plugins: [react()],
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
