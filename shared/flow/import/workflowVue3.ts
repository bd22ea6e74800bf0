/**
 * Import of Workflow-Vue3 flow JSON (`data.nodeConfig`): numeric node types, `settype`, `nodeUserList`
 * items `{ targetId, type: 1 user | 2 role | 3 department, name }`, `conditionList`, `priorityLevel`.
 */
import type { NodeFactoryContext } from '../factories';
import { resolveExamineMode } from '../examineMode';
import type { ExamineModeCode, FlowNode, NamedRef, SetTypeCode } from '../types';
import { BranchType, ExamineMode, NodeType, SetType } from '../types';
import { finishConditionBranches } from './branchGroups';
import type { UnknownRecord, WarningLog } from './importTypes';
import { asArray, asNumber, asString, isRecord } from './importTypes';
import { mapVue3Conditions } from './workflowVue3Conditions';

interface Refs {
  users: NamedRef[];
  roles: NamedRef[];
  departments: NamedRef[];
}

export class WorkflowVue3Importer {
  constructor(
    private readonly ctx: NodeFactoryContext,
    private readonly log: WarningLog,
  ) {}

  /** Maps a chain starting at `raw`; unknown node types are skipped (their chain continues). */
  chain(raw: unknown, pid: string, path: string): FlowNode | null {
    if (!isRecord(raw)) return null;
    const type = asNumber(raw.type);
    const known = type === 0 || type === 1 || type === 2 || type === 4;
    if (!known) {
      this.log.add(path, 'import.unknownNodeType', { type: asString(raw.type) || '?' });
      return this.chain(raw.childNode, pid, `${path}.childNode`);
    }
    const id = this.ctx.newId();
    const node = this.node(raw, type, id, pid, path);
    node.childNode = this.chain(raw.childNode, id, `${path}.childNode`);
    return node;
  }

  private node(raw: UnknownRecord, type: 0 | 1 | 2 | 4, id: string, pid: string, path: string): FlowNode {
    const nodeName = asString(raw.nodeName);
    if (type === 4) return this.group(raw, id, pid, nodeName, path);
    const refs = this.refs(raw.nodeUserList, path);
    if (type === 0) {
      return {
        id,
        pid,
        nodeName,
        type: NodeType.Start,
        privileges: [],
        configure: { withdraw: false },
        nodeUserList: refs.users,
        nodeRoleList: refs.roles,
        nodeOrganizeList: refs.departments,
        childNode: null,
      };
    }
    if (type === 2) {
      if (refs.roles.length + refs.departments.length > 0)
        this.log.add(`${path}.nodeUserList`, 'import.unsupportedAssignee', { kind: 'ccRoleOrDepartment' });
      return {
        id,
        pid,
        nodeName,
        type: NodeType.Cc,
        privileges: [],
        setType: SetType.Members,
        nodeUserList: refs.users,
        customCc: asNumber(raw.ccSelfSelectFlag) === 1,
        childNode: null,
      };
    }
    return this.approver(raw, refs, { id, pid, nodeName }, path);
  }

  private approver(
    raw: UnknownRecord,
    refs: Refs,
    base: { id: string; pid: string; nodeName: string },
    path: string,
  ): FlowNode {
    const settype = asNumber(raw.settype);
    let setType: SetTypeCode | undefined;
    if (settype === 1) setType = SetType.Members;
    else if (settype === 4) setType = SetType.Dynamic;
    else if (settype === 5) setType = SetType.Initiator;
    else
      this.log.add(`${path}.settype`, 'import.unsupportedAssignee', {
        kind: settype === 2 || settype === 7 ? 'supervisor' : asString(raw.settype) || '?',
      });
    if (setType === SetType.Members && refs.roles.length + refs.departments.length > 0) {
      this.log.add(`${path}.nodeUserList`, 'import.unsupportedAssignee', { kind: 'roleOrDepartment' });
    }
    const node: FlowNode = {
      ...base,
      type: NodeType.Approver,
      privileges: [],
      configure: { fallBack: false, staging: false, transmitted: false, needClaim: false },
      nodeUserList: setType === SetType.Members ? refs.users : [],
      childNode: null,
      examineMode: this.examineMode(raw.examineMode, setType, path),
    };
    if (setType !== undefined) node.setType = setType;
    if (setType === SetType.Dynamic) node.selectMode = asNumber(raw.selectMode) === 2 ? 2 : 1;
    return node;
  }

  private examineMode(value: unknown, setType: SetTypeCode | undefined, path: string): ExamineModeCode {
    const raw = asNumber(value);
    const wanted = raw === 1 || raw === 2 || raw === 3 ? raw : undefined;
    if (setType === undefined) return wanted ?? ExamineMode.Any;
    const resolved = resolveExamineMode(setType, wanted);
    if (wanted !== undefined && wanted !== resolved)
      this.log.add(`${path}.examineMode`, 'import.examineModeAdjusted', { from: wanted, to: resolved });
    return resolved;
  }

  private refs(list: unknown, path: string): Refs {
    const refs: Refs = { users: [], roles: [], departments: [] };
    asArray(list).forEach((item, index) => {
      if (!isRecord(item)) return;
      const ref = { id: asString(item.targetId), name: asString(item.name) };
      const kind = asNumber(item.type);
      if (kind === 1) refs.users.push(ref);
      else if (kind === 2) refs.roles.push(ref);
      else if (kind === 3) refs.departments.push(ref);
      else
        this.log.add(`${path}.nodeUserList[${index}]`, 'import.unsupportedAssignee', {
          kind: asString(item.type) || '?',
        });
    });
    return refs;
  }

  private group(raw: UnknownRecord, id: string, pid: string, nodeName: string, path: string): FlowNode {
    const sources = asArray(raw.conditionNodes)
      .map((branch, index) => ({ branch, index }))
      .filter((entry): entry is { branch: UnknownRecord; index: number } => isRecord(entry.branch))
      .sort(
        (a, b) =>
          (asNumber(a.branch.priorityLevel) ?? a.index + 1) -
          (asNumber(b.branch.priorityLevel) ?? b.index + 1),
      );
    const branches = sources.map(({ branch, index }) =>
      this.branch(branch, id, `${path}.conditionNodes[${index}]`),
    );
    const last = sources[sources.length - 1];
    // Workflow-Vue3 shows its last branch without conditions as "other situations".
    const defaultIndex =
      last && asArray(last.branch.conditionList).length === 0 ? sources.length - 1 : undefined;
    return {
      id,
      pid,
      nodeName,
      type: NodeType.BranchGroup,
      attr: { branchType: BranchType.Condition },
      conditionNodes: finishConditionBranches({ id, branches, defaultIndex }, this.ctx, this.log, path),
      childNode: null,
    };
  }

  private branch(raw: UnknownRecord, pid: string, path: string): FlowNode {
    const id = this.ctx.newId();
    const items = mapVue3Conditions(raw.conditionList, this.log, path);
    return {
      id,
      pid,
      nodeName: asString(raw.nodeName),
      type: NodeType.ConditionBranch,
      attr: { branchType: BranchType.Condition },
      conditionList: items.length > 0 ? [items] : [],
      childNode: this.chain(raw.childNode, id, `${path}.childNode`),
    };
  }
}
