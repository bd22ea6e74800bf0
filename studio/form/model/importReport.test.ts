import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allControls } from '@shared/form';
import { parseImport } from './importDocument';

const FIXTURES = `${process.cwd()}/tests/fixtures/forms/`;

describe('form import report', () => {
  it('a layout grid with key "" gets a generated key and the form imports, reported as a repair', () => {
    const result = parseImport({
      list: [
        {
          type: 'grid',
          label: 'Layout',
          key: '',
          columns: [{ span: 12, list: [{ type: 'input', label: 'Name', key: 'input_1', model: 'input_1' }] }],
          options: { gutter: 0 },
        },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.list[0]?.key).toBe('grid_1');
    expect(result.report.approximated).toEqual([
      {
        path: 'list[0]',
        subject: 'Layout',
        message: { key: 'import.keyGenerated', params: { key: 'grid_1' } },
      },
    ]);
    expect(result.report.converted.map((line) => line.subject)).toEqual(['Layout', 'Name']);
    expect(result.report.leftOut).toEqual([]);
  });

  it('imports the real k-form-design documents with a complete report', () => {
    for (const name of [
      'kfd_kformbuild_readme.json',
      'kfd_demo_card_grid_table_2020.json',
      'kfd_demo_card_table_2021.json',
    ]) {
      const result = parseImport(readFileSync(`${FIXTURES}${name}`, 'utf8'));
      expect(result.ok, name).toBe(true);
      if (!result.ok) continue;
      const controls = allControls(result.document.list);
      expect(result.report.converted, name).toHaveLength(controls.length);
      expect(new Set(controls.map((control) => control.key)).size, name).toBe(controls.length);
      expect(
        controls.every((control) => control.key !== ''),
        name,
      ).toBe(true);
    }
  });

  const leaf = fc.record({
    type: fc.constantFrom('input', 'number', 'select', 'text', 'date'),
    label: fc.constantFrom('A', 'B', ''),
    key: fc.constantFrom('', 'k1', 'k2', 'k3', undefined),
    options: fc.constant({}),
  });
  const { control } = fc.letrec<{ control: unknown }>((tie) => ({
    control: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.record({
        type: fc.constant('grid'),
        label: fc.constant('Grid'),
        key: fc.constantFrom('', 'g1', undefined),
        options: fc.constant({}),
        columns: fc.array(
          fc.record({ span: fc.constant(12), list: fc.array(tie('control'), { maxLength: 3 }) }),
          {
            maxLength: 3,
          },
        ),
      }),
      fc.record({
        type: fc.constant('card'),
        label: fc.constant('Card'),
        key: fc.constantFrom('', 'c1'),
        options: fc.constant({}),
        list: fc.array(tie('control'), { maxLength: 3 }),
      }),
    ),
  }));

  it('property: every field is present after import (same key) or its new key is named in the report', () => {
    fc.assert(
      fc.property(fc.array(control, { maxLength: 4 }), (list) => {
        const source = JSON.parse(JSON.stringify({ list })) as { list: unknown[] };
        const result = parseImport(source);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const keys = new Set(allControls(result.document.list).map((item) => item.key));
        const repaired = new Set(result.report.approximated.map((line) => line.path));
        const visit = (items: unknown[], path: string) =>
          items.forEach((raw, index) => {
            const item = raw as { key?: string; list?: unknown[]; columns?: { list: unknown[] }[] };
            const at = `${path}[${index}]`;
            if (item.key) expect(keys.has(item.key), at).toBe(true);
            else expect(repaired.has(at), at).toBe(true);
            visit(item.list ?? [], `${at}.list`);
            (item.columns ?? []).forEach((column, c) => visit(column.list, `${at}.columns[${c}].list`));
          });
        visit(source.list, 'list');
        expect(result.report.converted).toHaveLength(allControls(result.document.list).length);
      }),
      { numRuns: 200 },
    );
  });
});
