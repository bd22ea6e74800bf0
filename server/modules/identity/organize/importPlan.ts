import type { SheetProblem, SheetRow } from './excel';

export interface ExistingOrg {
  organizeId: string;
  parentId: string;
}

export interface PlannedOrg {
  row: number;
  organizeId: string;
  /** Whether the id is one of the tenant's organisations (update) or new (create). */
  exists: boolean;
  parentId: string;
  organizeName: string;
  orderNum: number;
  leader: string;
  /** Leaders named in the `leaders` column by login name. */
  leaderIds: string[];
  status: string;
}

/** The user ids of a `leaders` cell (login names, comma-separated), and the names that name nobody. */
const readLeaders = (cell: string, idOf: ReadonlyMap<string, string>) => {
  const names = cell
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter(Boolean);
  const ids = [...new Set(names.flatMap((name) => idOf.get(name) ?? []))];
  return { ids, unknown: names.filter((name) => !idOf.has(name)) };
};

/**
 * Checks every row and resolves ids: a known id of the tenant updates that organisation, any other id (or none)
 * creates one under a new id, and parents may point at the tenant's organisations or at rows of the same file.
 * Returns every problem found, by row and column; the caller writes nothing when there is one.
 */
export const planImport = (
  rows: readonly SheetRow[],
  existing: readonly ExistingOrg[],
  newId: () => string,
  /** Login name → user id of the tenant's users. */
  userIdOf: ReadonlyMap<string, string> = new Map(),
): { plan: PlannedOrg[]; problems: SheetProblem[] } => {
  const problems: SheetProblem[] = [];
  const known = new Map(existing.map((e) => [e.organizeId, e]));
  const idOf = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    if (!values.organizeId) continue;
    const first = seen.get(values.organizeId);
    if (first !== undefined)
      problems.push({ row, column: 'organizeId', key: 'import.duplicateId', params: { first } });
    else seen.set(values.organizeId, row);
    idOf.set(values.organizeId, known.has(values.organizeId) ? values.organizeId : newId());
  }
  const plan: PlannedOrg[] = [];
  for (const { row, values } of rows) {
    const name = values.organizeName;
    if (!name) problems.push({ row, column: 'organizeName', key: 'import.required' });
    else if (name.length > 100)
      problems.push({ row, column: 'organizeName', key: 'import.tooLong', params: { max: 100 } });
    const order = values.orderNum === '' ? 0 : Number(values.orderNum);
    if (!Number.isInteger(order) || order < 0 || order > 99999)
      problems.push({ row, column: 'orderNum', key: 'import.notNumber' });
    if (values.status !== '' && values.status !== '0' && values.status !== '1')
      problems.push({ row, column: 'status', key: 'import.badStatus' });
    if (values.leader.length > 100)
      problems.push({ row, column: 'leader', key: 'import.tooLong', params: { max: 100 } });
    const leaders = readLeaders(values.leaders, userIdOf);
    for (const name of leaders.unknown)
      problems.push({ row, column: 'leaders', key: 'import.unknownLeader', params: { name } });
    if (leaders.ids.length > 20)
      problems.push({ row, column: 'leaders', key: 'import.tooManyLeaders', params: { max: 20 } });
    const parentId = values.parentId
      ? (idOf.get(values.parentId) ?? (known.has(values.parentId) ? values.parentId : undefined))
      : '';
    if (parentId === undefined)
      problems.push({
        row,
        column: 'parentId',
        key: 'import.unknownParent',
        params: { parentId: values.parentId },
      });
    const organizeId = values.organizeId ? (idOf.get(values.organizeId) as string) : newId();
    plan.push({
      row,
      organizeId,
      exists: known.has(organizeId),
      parentId: parentId ?? '',
      organizeName: name,
      orderNum: Number.isInteger(order) ? order : 0,
      leader: values.leader,
      leaderIds: leaders.ids,
      status: values.status || '0',
    });
  }
  // Cycles through parent links, after the import is applied.
  const parents = new Map(existing.map((e) => [e.organizeId, e.parentId]));
  for (const p of plan) parents.set(p.organizeId, p.parentId);
  for (const p of plan) {
    const visited = new Set<string>([p.organizeId]);
    let cursor = parents.get(p.organizeId) ?? '';
    while (cursor) {
      if (visited.has(cursor)) {
        problems.push({ row: p.row, column: 'parentId', key: 'import.cycle' });
        break;
      }
      visited.add(cursor);
      cursor = parents.get(cursor) ?? '';
    }
  }
  return { plan, problems: problems.sort((a, b) => a.row - b.row) };
};
