import { describe, expect, it } from 'vitest';
import { createEmptyDocument } from '@shared/form';
import runtimePackage from '@runtime/package.json' with { type: 'json' };
import { CODE_TABS, INSTALL_COMMANDS, RUNTIME_PACKAGE, embedCode } from './embedCode';

describe('embedCode', () => {
  const document = {
    ...createEmptyDocument(),
    list: [{ type: 'input' as const, key: 'input_1', model: 'input_1', label: 'Name', options: {} }],
  };

  it.each(CODE_TABS)('%s snippet carries this form and mounts it with the runtime package', (tab) => {
    const code = embedCode(tab, document);
    expect(code).toContain('"key": "input_1"');
    expect(code).toMatch(new RegExp(`from '${RUNTIME_PACKAGE}(/standalone)?'`));
    expect(code).not.toContain('@runtime/');
    expect(code).toContain(
      tab === 'react' ? '<FormRuntime ref={form} document={formDocument} />' : 'mountForm(',
    );
    expect(code).toContain('getData()');
  });

  it.each(CODE_TABS)(
    '%s snippet names the command that installs what it imports on its first line',
    (tab) => {
      const firstLine = embedCode(tab, document).split('\n')[0] ?? '';
      expect(firstLine).toContain(INSTALL_COMMANDS[tab]);
      const imported = [...embedCode(tab, document).matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');
      for (const specifier of imported) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        expect(INSTALL_COMMANDS[tab].split(' ')).toContain(name);
      }
    },
  );

  it('imports the package by the name runtime/package.json publishes', () => {
    expect(RUNTIME_PACKAGE).toBe(runtimePackage.name);
    expect(runtimePackage.exports).toHaveProperty('./standalone');
    expect(runtimePackage.exports).toHaveProperty('./style.css');
  });

  it('the embedded JSON parses back to the same document', () => {
    const code = embedCode('vue', document);
    const json = code.slice(code.indexOf('const formDocument = ') + 21, code.indexOf(';\n\nconst host'));
    expect(JSON.parse(json)).toEqual(document);
  });
});
