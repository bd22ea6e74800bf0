/**
 * The import rules `npm run depcheck` enforces (and `npm test` after lint): no import cycle anywhere, the layers of
 * ARCHITECTURE.md, and the console's model/view split (console/README.md). Type-only imports count: a cycle made of
 * `import type` lines is still a cycle.
 *
 * Paths are relative to the repository root, after the tsconfig aliases (@shared/*, ...) are resolved.
 */

const VIEW_PACKAGES = ['react', 'react-dom', 'mobx-react-lite', '@blueprintjs/[^/]+', 'konva', 'react-konva'];
/** A package in node_modules (or its @types package, which a type-only import resolves to). */
const npm = (names) => `^node_modules/(@types/)?(${names.join('|')})/`;

const layer = (name, from, forbiddenLayers, comment) => ({
  name,
  severity: 'error',
  comment: `${comment} (ARCHITECTURE.md, "Import rules").`,
  from: { path: `^${from}/` },
  to: { path: `^(${forbiddenLayers.join('|')})/` },
});

/** Holds today. */
const rules = [
  {
    name: 'no-circular',
    severity: 'error',
    comment: 'An import cycle. Cut it: move what both sides need into a module below them, or pass it in.',
    from: {},
    to: { circular: true },
  },
  layer(
    'shared-imports-nothing-of-ours',
    'shared',
    ['runtime', 'studio', 'console', 'server'],
    'shared/ imports nothing of ours',
  ),
  layer(
    'runtime-imports-only-shared',
    'runtime',
    ['studio', 'console', 'server'],
    'runtime/ imports only shared/',
  ),
  layer(
    'server-imports-only-shared',
    'server',
    ['runtime', 'studio', 'console'],
    'server/ imports only shared/',
  ),
  layer(
    'studio-no-console-or-server',
    'studio',
    ['console', 'server'],
    'studio/ imports shared/ and runtime/ only',
  ),
  layer(
    'mobile-imports-shared-and-runtime',
    'mobile',
    ['studio', 'console', 'server'],
    'mobile/ imports shared/ and runtime/ only',
  ),
  layer('console-no-server', 'console', ['server'], 'console/ imports all but server/'),
  {
    name: 'shared-and-server-no-ui',
    severity: 'error',
    comment: 'shared/ and server/ run in Node and in every front end: no React, MobX, Blueprint or Konva.',
    from: { path: '^(shared|server)/' },
    to: { path: npm([...VIEW_PACKAGES, 'mobx']) },
  },
  {
    name: 'mobile-stays-light',
    severity: 'error',
    comment:
      'The phone pages download little: React and i18next, no Blueprint, Konva, MobX, axios or router.',
    from: { path: '^mobile/' },
    to: {
      path: npm([
        '@blueprintjs/[^/]+',
        'konva',
        'react-konva',
        'mobx',
        'mobx-react-lite',
        'axios',
        'react-router-dom',
      ]),
    },
  },
  {
    name: 'runtime-no-ui-kits',
    severity: 'error',
    comment: 'The form runtime renders plain DOM with React only: no Blueprint, Konva or MobX.',
    from: { path: '^runtime/' },
    to: { path: npm(['@blueprintjs/[^/]+', 'konva', 'react-konva', 'mobx', 'mobx-react-lite']) },
  },
  {
    name: 'model-no-view',
    severity: 'error',
    comment:
      'A model (console/app/model, console/**/model, studio/**/model) is plain TypeScript and MobX: no React, ' +
      'no Blueprint, no Konva, no view file. Views render models, never the other way round.',
    from: { path: '^(console|studio)/.*/model/' },
    to: { path: [npm(VIEW_PACKAGES), '\\.tsx$'] },
  },
];

/** The view side of console/README.md: views render models; models call the server. */
const viewRules = [
  {
    name: 'console-view-no-api-client',
    severity: 'error',
    comment:
      'A console view (.tsx) does not import the API client: its area model calls the server, the view renders ' +
      'the model (console/README.md). ApiError is read by the model too.',
    from: { path: '^console/.+\\.tsx$' },
    to: { path: '^shared/api/client/' },
  },
  {
    name: 'console-view-no-endpoints',
    severity: 'error',
    comment:
      'A console view (.tsx) does not import the endpoint declarations (`api` from @shared/api): calling an ' +
      "endpoint is the area model's job. Type-only imports are fine.",
    from: { path: '^console/.+\\.tsx$' },
    to: { path: '^shared/api/index\\.ts$', dependencyTypesNot: ['type-only'] },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...rules, ...viewRules],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    /* node_modules may be a symlink (git worktrees): keep its paths as `node_modules/...`. */
    preserveSymlinks: true,
    exclude: { path: '^(dist|dist-[^/]+|runtime/dist|data|test-results[^/]*|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    cache: false,
  },
};
