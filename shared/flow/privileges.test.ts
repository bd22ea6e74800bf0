import { describe, expect, it } from 'vitest';
import { setAllPrivileges, syncPrivileges, syncTreePrivileges } from './privileges';
import type { FlowNode } from './types';
import { NodeType } from './types';

const fields = [
  { key: 'a', label: 'A', type: 'input' },
  { key: 'c', label: 'C', type: 'input' },
];

describe('privilege sync', () => {
  it('drops removed fields, keeps flags of kept ones, adds missing ones with both flags false', () => {
    const current = [
      { key: 'a', disabled: true, hidden: false },
      { key: 'b', disabled: false, hidden: true },
    ];
    expect(syncPrivileges(current, fields)).toEqual([
      { key: 'a', disabled: true, hidden: false },
      { key: 'c', disabled: false, hidden: false },
    ]);
    expect(syncPrivileges(undefined, fields)).toHaveLength(2);
  });

  it('syncs every node carrying privileges and leaves already synced nodes untouched', () => {
    const cc: FlowNode = {
      id: 'c',
      pid: 'a',
      nodeName: 'cc',
      type: NodeType.Cc,
      childNode: null,
      privileges: syncPrivileges([], fields),
    };
    const approver: FlowNode = {
      id: 'a',
      pid: 's',
      nodeName: 'ap',
      type: NodeType.Approver,
      childNode: cc,
      privileges: [],
    };
    const root: FlowNode = { id: 's', pid: '', nodeName: 'start', type: NodeType.Start, childNode: approver };
    const next = syncTreePrivileges(root, fields);
    expect(next.privileges?.map((entry) => entry.key)).toEqual(['a', 'c']);
    expect(next.childNode?.privileges?.map((entry) => entry.key)).toEqual(['a', 'c']);
    expect(next.childNode?.childNode).toBe(cc);
    expect(syncTreePrivileges(next, fields)).toBe(next);
  });

  it('sets a whole column for the select-all toggles', () => {
    expect(
      setAllPrivileges(syncPrivileges([], fields), 'hidden', true).every(
        (entry) => entry.hidden && !entry.disabled,
      ),
    ).toBe(true);
  });
});
