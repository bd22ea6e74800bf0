/**
 * People, roles and departments of a Workflow-Vue3 node (`nodeUserList` items `{ targetId, type, name }`)
 * or a flowlong node (`nodeAssigneeList` items `{ id, name }`, their kind given by the node's `setType`).
 */
import type { FlowNode, NamedRef, SetTypeCode } from '../types';
import { supervisorAt, supervisorsUpTo } from './supervisorImport';
import { SetType } from '../types';
import type { UnknownRecord, WarningLog } from './importTypes';
import { asArray, asNumber, asString, isRecord } from './importTypes';

export type RefList = 'users' | 'roles' | 'departments';

export interface NodeRefs extends Record<RefList, NamedRef[]> {
  /** Names a report line after everyone in the lists not kept (the node has no place for them). */
  drop(kept: RefList[], kind: string): void;
}

/** flowlong `setType`: 3 role, 7 department hold the kind of every `nodeAssigneeList` entry. */
function flowlongList(setType: number | undefined): RefList {
  if (setType === 3) return 'roles';
  if (setType === 7) return 'departments';
  return 'users';
}

export function readRefs(
  raw: UnknownRecord,
  path: string,
  log: WarningLog,
  flowlongSetType?: number,
): NodeRefs {
  const lists: Record<RefList, NamedRef[]> = { users: [], roles: [], departments: [] };
  const isFlowlong = Array.isArray(raw.nodeAssigneeList);
  const listPath = `${path}.${isFlowlong ? 'nodeAssigneeList' : 'nodeUserList'}`;
  if (isFlowlong) {
    const into = lists[flowlongList(flowlongSetType)];
    asArray(raw.nodeAssigneeList)
      .filter(isRecord)
      .forEach((item) => into.push({ id: asString(item.id), name: asString(item.name) }));
  } else {
    asArray(raw.nodeUserList).forEach((item, index) => {
      if (!isRecord(item)) return;
      const ref = { id: asString(item.targetId), name: asString(item.name) };
      const kind = asNumber(item.type);
      if (kind === 1) lists.users.push(ref);
      else if (kind === 2) lists.roles.push(ref);
      else if (kind === 3) lists.departments.push(ref);
      else
        log.add(`${listPath}[${index}]`, 'import.unsupportedAssignee', {
          kind: asString(item.type) || '?',
        });
    });
  }
  return {
    ...lists,
    drop(kept, kind) {
      const dropped = (['users', 'roles', 'departments'] as const)
        .filter((list) => !kept.includes(list))
        .flatMap((list) => lists[list]);
      if (dropped.length > 0)
        log.add(listPath, 'import.assigneesDropped', {
          kind,
          names: dropped.map((ref) => ref.name || ref.id).join(', '),
        });
    },
  };
}

/** Our setType for an approver's `settype` (Workflow-Vue3) or `setType` (flowlong), if there is one. */
export function approverSetType(code: number | undefined, isFlowlong: boolean): SetTypeCode | undefined {
  if (code === 1) return SetType.Members;
  if (code === 4) return SetType.Dynamic;
  if (code === 5) return SetType.Initiator;
  if (isFlowlong && code === 3) return SetType.Role;
  if (isFlowlong && code === 7) return SetType.Organisation;
  return undefined;
}

/**
 * The supervisor an approver names, if it names one: code 2 is the supervisor at a level (Workflow-Vue3
 * `directorLevel`, flowlong `examineLevel`; 1 the direct one); Workflow-Vue3 code 7 is the supervisors up to
 * `examineEndDirectorLevel` (0 or 1: to the top), flowlong code 6 up to `directorLevel` when `directorMode` is 1,
 * else to the top.
 */
export function supervisorOf(
  raw: UnknownRecord,
  code: number | undefined,
  isFlowlong: boolean,
): Pick<FlowNode, 'setType' | 'directorLevel'> | undefined {
  if (code === 2) return supervisorAt(asNumber(isFlowlong ? raw.examineLevel : raw.directorLevel));
  if (isFlowlong && code === 6)
    return supervisorsUpTo(asNumber(raw.directorMode) === 1 ? asNumber(raw.directorLevel) : undefined);
  if (!isFlowlong && code === 7) {
    const end = asNumber(raw.examineEndDirectorLevel);
    return supervisorsUpTo(end !== undefined && end > 1 ? end : undefined);
  }
  return undefined;
}

export function keptLists(setType: SetTypeCode | undefined): RefList[] {
  if (setType === SetType.Members) return ['users'];
  if (setType === SetType.Role) return ['roles'];
  if (setType === SetType.Organisation) return ['departments'];
  return [];
}
