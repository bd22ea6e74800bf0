import { describe, expect, it } from 'vitest';
import type { SheetRow } from './excel';
import { planImport } from './importPlan';

const row = (n: number, v: Partial<SheetRow['values']>): SheetRow => ({
  row: n,
  values: {
    organizeId: '',
    parentId: '',
    organizeName: '',
    orderNum: '',
    leader: '',
    status: '',
    leaders: '',
    ...v,
  },
});
let counter = 0;
const newId = () => `N${++counter}`;

describe('planImport', () => {
  it('updates known ids, creates the rest and links parents inside the file', () => {
    counter = 0;
    const { plan, problems } = planImport(
      [
        row(2, { organizeId: 'O1', organizeName: 'HQ' }),
        row(3, { organizeId: 'X9', parentId: 'O1', organizeName: 'Sales' }),
        row(4, { parentId: 'X9', organizeName: 'East' }),
      ],
      [{ organizeId: 'O1', parentId: '' }],
      newId,
    );
    expect(problems).toEqual([]);
    expect(plan.map((p) => [p.organizeId, p.exists, p.parentId])).toEqual([
      ['O1', true, ''],
      ['N1', false, 'O1'],
      ['N2', false, 'N1'],
    ]);
  });
  it('names each bad row and column', () => {
    const { problems } = planImport(
      [
        row(2, { organizeName: '', orderNum: 'x' }),
        row(3, { organizeName: 'A', parentId: 'nope', status: '7' }),
        row(4, { organizeId: 'D', organizeName: 'B' }),
        row(5, { organizeId: 'D', organizeName: 'C' }),
      ],
      [],
      newId,
    );
    expect(problems.map((p) => [p.row, p.column, p.key])).toEqual([
      [2, 'organizeName', 'import.required'],
      [2, 'orderNum', 'import.notNumber'],
      [3, 'status', 'import.badStatus'],
      [3, 'parentId', 'import.unknownParent'],
      [5, 'organizeId', 'import.duplicateId'],
    ]);
  });
  it('rejects a parent cycle', () => {
    const { problems } = planImport(
      [
        row(2, { organizeId: 'A', parentId: 'B', organizeName: 'a' }),
        row(3, { organizeId: 'B', parentId: 'A', organizeName: 'b' }),
      ],
      [
        { organizeId: 'A', parentId: '' },
        { organizeId: 'B', parentId: 'A' },
      ],
      newId,
    );
    expect(problems.map((p) => p.key)).toContain('import.cycle');
  });
});

describe('planImport: the leaders column', () => {
  it('reads login names (comma-separated) as user ids and names each unknown login', () => {
    const users = new Map([
      ['amy', 'U1'],
      ['bob', 'U2'],
    ]);
    const { plan, problems } = planImport(
      [
        row(2, { organizeName: 'HQ', leaders: 'amy, bob，amy' }),
        row(3, { organizeName: 'Sales', leaders: 'amy, ghost' }),
      ],
      [],
      newId,
      users,
    );
    expect(plan[0]?.leaderIds).toEqual(['U1', 'U2']);
    expect(problems).toEqual([
      { row: 3, column: 'leaders', key: 'import.unknownLeader', params: { name: 'ghost' } },
    ]);
  });
});
