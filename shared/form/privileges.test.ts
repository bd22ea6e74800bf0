import { describe, expect, it } from 'vitest';
import { applyPrivileges, privilegeSets } from './privileges';
import { findControl } from './walk';
import { aControl, aDocument } from './testDocs';

const doc = aDocument([
  aControl('input', 'a'),
  aControl('card', 'c', { model: undefined, list: [aControl('number', 'b')] }),
  aControl('divider', 'd', { model: undefined }),
]);

describe('privileges', () => {
  it('splits privileges into hidden and disabled key sets', () => {
    const sets = privilegeSets([
      { key: 'a', hidden: true, disabled: false },
      { key: 'b', hidden: true, disabled: true },
    ]);
    expect([...sets.hidden]).toEqual(['a', 'b']);
    expect([...sets.disabled]).toEqual(['b']);
  });

  it('applies flags to nested controls without touching the original', () => {
    const applied = applyPrivileges(doc, [
      { key: 'b', hidden: false, disabled: true },
      { key: 'a', hidden: true, disabled: false },
    ]);
    expect(findControl(applied, 'b')?.options.disabled).toBe(true);
    expect(findControl(applied, 'a')?.options.hidden).toBe(true);
    expect(findControl(doc, 'b')?.options.disabled).toBeUndefined();
  });
});
