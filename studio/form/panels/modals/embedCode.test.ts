import { describe, expect, it } from 'vitest';
import { createEmptyDocument } from '@shared/form';
import { CODE_TABS, embedCode } from './embedCode';

describe('embedCode', () => {
  const document = {
    ...createEmptyDocument(),
    list: [{ type: 'input' as const, key: 'input_1', model: 'input_1', label: 'Name', options: {} }],
  };

  it.each(CODE_TABS)('%s snippet carries this form and mounts it with the runtime', (tab) => {
    const code = embedCode(tab, document, '/assets/runtime.js');
    expect(code).toContain('"key": "input_1"');
    expect(code).toContain("from '/assets/runtime.js'");
    expect(code).toContain(
      tab === 'react' ? '<FormRuntime ref={form} document={formDocument} />' : 'mountForm(',
    );
    expect(code).toContain('getData()');
  });

  it('the embedded JSON parses back to the same document', () => {
    const code = embedCode('vue', document);
    const json = code.slice(code.indexOf('const formDocument = ') + 21, code.indexOf(';\n\nconst host'));
    expect(JSON.parse(json)).toEqual(document);
  });
});
