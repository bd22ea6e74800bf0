import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ui = ['react', 'react-dom', 'konva', 'react-konva', '@blueprintjs/*', 'mobx', 'mobx-react-lite'];
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group,
        message: 'This import crosses a module boundary (see ARCHITECTURE.md).',
      })),
    },
  ],
});
const ours = (name) => [`@${name}/*`, `**/${name}/**`];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'runtime/dist/**',
      'dist-*/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'test', property: 'only' },
        { object: 'describe', property: 'only' },
      ],
    },
  },
  { files: ['shared/**'], rules: forbid(...['runtime', 'studio', 'console', 'server'].map(ours), ui) },
  {
    files: ['runtime/**'],
    rules: forbid(
      ...['studio', 'console', 'server'].map(ours),
      ui.filter((p) => !p.startsWith('react')),
    ),
  },
  { files: ['server/**'], rules: forbid(...['runtime', 'studio', 'console'].map(ours), ui) },
  // the phone pages stay light: shared, the runtime and React, nothing of the console, the studio or their kits
  {
    files: ['mobile/**'],
    rules: forbid(
      ...['studio', 'console', 'server'].map(ours),
      ui.filter((p) => !p.startsWith('react')),
      ['axios', 'react-router-dom', 'react-i18next'],
    ),
  },
  { files: ['studio/**'], rules: forbid(...['console', 'server'].map(ours)) },
  { files: ['console/**'], rules: forbid(ours('server')) },
  {
    files: ['**/model/**'],
    ignores: ['**/*.test.ts'],
    rules: forbid(
      ...['console', 'server'].map(ours),
      ui.filter((p) => p !== 'mobx'),
    ),
  },
  // console/README.md: a view gets its model from useModel and never the API client (the import rules are in .dependency-cruiser.cjs)
  {
    files: ['console/**/*.tsx'],
    ignores: ['console/main.tsx', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[init.callee.name='useStores'] > ObjectPattern > Property[key.name='client']",
          message: 'Views call no endpoint: put the call in the area model (console/README.md).',
        },
        {
          selector: "MemberExpression[object.callee.name='useStores'][property.name='client']",
          message: 'Views call no endpoint: put the call in the area model (console/README.md).',
        },
      ],
    },
  },
);
