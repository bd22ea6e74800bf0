import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rewriteSpecifiers } from './fixTypePaths';

describe('rewriteSpecifiers', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'types-'));
  for (const file of ['runtime/FormRuntime.d.ts', 'runtime/state/channels.d.ts', 'shared/form/index.d.ts']) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '');
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const from = path.join(root, 'runtime/FormRuntime.d.ts');

  it.each([
    ["import type { A } from '@shared/form';", "import type { A } from '../shared/form/index.js';"],
    ["export { B } from './state/channels';", "export { B } from './state/channels.js';"],
    ['x: import("@shared/form").C;', 'x: import("../shared/form/index.js").C;'],
    ["import { useRef } from 'react';", "import { useRef } from 'react';"],
    ["import type { D } from './missing';", "import type { D } from './missing';"],
    ["import './styles.css';\nexport {};", 'export {};'],
  ])('%s', (input, output) => {
    expect(rewriteSpecifiers(root, from, input)).toBe(output);
  });
});
