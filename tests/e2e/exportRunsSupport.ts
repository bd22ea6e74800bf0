/**
 * A project outside this repository for the code-export test: the runtime packed with `npm pack` and installed from
 * its tarball (offline: react, react-dom and vue link to this repo's node_modules), each export written into it as a
 * user would save it, built with Vite and served.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import type { PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import type { FormDocument } from '@shared/form';
import { embedCode, RUNTIME_PACKAGE } from '@studio/form/panels/modals/embedCode';

const repo = process.cwd();
const npm = (cwd: string, args: string[]) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: 'pipe' });

/** Packs runtime/ (its prepack script builds it) and installs the tarball in a new folder; returns the folder. */
export function createHostProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-runs-'));
  npm(path.join(repo, 'runtime'), ['pack', '--pack-destination', dir, '--silent']);
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  const local = (name: string) => `file:${realpathSync(path.join(repo, 'node_modules', name))}`;
  const manifest = {
    name: 'export-host',
    private: true,
    type: 'module',
    dependencies: {
      [RUNTIME_PACKAGE]: `file:./${tarball}`,
      react: local('react'),
      'react-dom': local('react-dom'),
      vue: local('vue'),
    },
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  npm(dir, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--silent']);
  return dir;
}

const page = (script: string) =>
  `<!doctype html>\n<html><head><meta charset="utf-8" /></head>` +
  `<body><div id="app"></div><script type="module" src="${script}"></script></body></html>\n`;

/** Each export in the file a user saves from the code view, plus the entry a new app of that kind has. */
const APPS = {
  react: {
    files: (code: string) => ({
      'Form.tsx': code,
      'main.tsx':
        `import { createRoot } from 'react-dom/client';\nimport { MyForm } from './Form';\n\n` +
        `createRoot(document.getElementById('app')!).render(<MyForm />);\n`,
      'index.html': page('./main.tsx'),
    }),
    plugins: (): PluginOption[] => [react()],
  },
  vue: {
    files: (code: string) => ({
      'Form.vue': code,
      'main.js': `import { createApp } from 'vue';\nimport Form from './Form.vue';\n\ncreateApp(Form).mount('#app');\n`,
      'index.html': page('./main.js'),
    }),
    plugins: (): PluginOption[] => [vue()],
  },
  // The page is the whole app: it sits beside node_modules, where its import map and stylesheet point.
  html: { files: (code: string) => ({ 'index.html': code }), plugins: (): PluginOption[] => [] },
};
export type ExportKind = keyof typeof APPS;

/** Writes the export into `<dir>/<kind>` (the page itself for html) and builds it with Vite into `<dir>/built/<kind>`. */
export async function buildExport(dir: string, kind: ExportKind, document: FormDocument): Promise<void> {
  const app = APPS[kind];
  const root = kind === 'html' ? dir : path.join(dir, kind);
  mkdirSync(root, { recursive: true });
  for (const [name, text] of Object.entries(app.files(embedCode(kind, document)))) {
    writeFileSync(path.join(root, name), text);
  }
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'error',
    plugins: app.plugins(),
    build: { outDir: path.join(dir, 'built', kind), emptyOutDir: true },
  });
}

/** Serves the folder as a static site (Vite's preview server); resolves to its address and a close function. */
export async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await preview({
    configFile: false,
    root: path.dirname(dir),
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no address');
  return { url, close: () => server.close() };
}
