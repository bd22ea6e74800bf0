/**
 * Import of Workflow-Vue3 flow JSON (`data.nodeConfig`): numeric node types, `settype`, `nodeUserList`
 * items `{ targetId, type: 1 user | 2 role | 3 department, name }`, `conditionList`, `priorityLevel`;
 * and of its flowlong descendant (`setType`, `nodeAssigneeList` items `{ id, name }`, grouped
 * `conditionList`, route types 8 / 9 / 23 handled in flowlongRoutes.ts).
 */
import type { NodeFactoryContext } from '../factories';
import { resolveExamineMode } from '../examineMode';
import type { ExamineModeCode, FlowNode, SetTypeCode } from '../types';
import { BranchType, ExamineMode, NodeType, SetType } from '../types';
import { finishConditionBranches } from './branchGroups';
import { FlowlongRoutes } from './flowlongRoutes';
import type { UnknownRecord, WarningLog } from './importTypes';
import { asArray, asNumber, asString, isRecord } from './importTypes';
import { approverSetType, keptLists, readRefs, supervisorOf } from './vue3Refs';
import { mapBranchConditions } from './workflowVue3Conditions';

export class WorkflowVue3Importer {
  private readonly routes: FlowlongRoutes;

  constructor(
    readonly ctx: NodeFactoryContext,
    private readonly log: WarningLog,
  ) {
    this.routes = new FlowlongRoutes(this, ctx, log);
  }

  /** Maps a chain starting at `raw`; unknown node types are skipped (their chain continues). */
  chain(raw: unknown, pid: string, path: string): FlowNode | null {
    if (!isRecord(raw)) return null;
    const type = asNumber(raw.type);
    if (type === -1) {
      // flowlong's explicit end node: our flows end after their last node.
      this.log.convert(path, asString(raw.nodeName));
      readRefs(raw, path, this.log).drop([], 'end');
      return this.chain(raw.childNode, pid, `${path}.childNode`);
    }
    if (type === 8 || type === 9 || type === 23) return this.routes.node(raw, type, pid, path);
    const known = type === 0 || type === 1 || type === 2 || type === 4;
    if (!known) {
      this.log.add(path, 'import.unknownNodeType', { type: asString(raw.type) || '?' });
      return this.chain(raw.childNode, pid, `${path}.childNode`);
    }
    const id = this.ctx.newId();
    const node = this.node(raw, type, id, pid, path);
    this.log.convert(path, node.nodeName);
    node.childNode = this.chain(raw.childNode, id, `${path}.childNode`);
    return node;
  }

  private node(raw: UnknownRecord, type: 0 | 1 | 2 | 4, id: string, pid: string, path: string): FlowNode {
    const nodeName = asString(raw.nodeName);
    if (type === 4) return this.group(raw, id, pid, nodeName, path);
    if (type === 1) return this.approver(raw, { id, pid, nodeName }, path);
    const refs = readRefs(raw, path, this.log);
    if (type === 0) {
      refs.drop(['users', 'roles', 'departments'], 'initiator');
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
    refs.drop(['users'], 'ccRoleOrDepartment');
    return {
      id,
      pid,
      nodeName,
      type: NodeType.Cc,
      privileges: [],
      setType: SetType.Members,
      nodeUserList: refs.users,
      customCc: asNumber(raw.ccSelfSelectFlag) === 1 || raw.allowSelection === true,
      childNode: null,
    };
  }

  private approver(
    raw: UnknownRecord,
    base: { id: string; pid: string; nodeName: string },
    path: string,
  ): FlowNode {
    // flowlong writes `setType` and `nodeAssigneeList`; Workflow-Vue3 `settype` and `nodeUserList`.
    const isFlowlong = raw.setType !== undefined || Array.isArray(raw.nodeAssigneeList);
    const code = asNumber(isFlowlong ? raw.setType : raw.settype);
    const refs = readRefs(raw, path, this.log, isFlowlong ? code : undefined);
    const supervisor = supervisorOf(raw, code, isFlowlong);
    const setType = supervisor?.setType ?? approverSetType(code, isFlowlong);
    if (setType === undefined)
      this.log.add(`${path}.${isFlowlong ? 'setType' : 'settype'}`, 'import.unsupportedAssignee', {
        kind: asString(code) || '?',
      });
    const node: FlowNode = {
      ...base,
      type: NodeType.Approver,
      privileges: [],
      configure: { fallBack: false, staging: false, transmitted: false, needClaim: false },
      nodeUserList: [],
      childNode: null,
      examineMode: this.examineMode(raw.examineMode, setType, path),
    };
    if (setType === SetType.Members) node.nodeUserList = refs.users;
    if (setType === SetType.Role) node.nodeRoleList = refs.roles;
    if (setType === SetType.Organisation) node.nodeOrganizeList = refs.departments;
    refs.drop(keptLists(setType), setType === undefined ? 'unsupportedSetType' : 'roleOrDepartment');
    if (!isFlowlong && asNumber(raw.noHanderAction) === 2)
      this.log.add(`${path}.noHanderAction`, 'import.emptyAssigneeToAdmin');
    if (setType !== undefined) node.setType = setType;
    if (supervisor?.directorLevel !== undefined) node.directorLevel = supervisor.directorLevel;
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

  /** A condition group from `conditionNodes` (type 4) or another list of branches (flowlong type 9). */
  group(
    raw: UnknownRecord,
    id: string,
    pid: string,
    nodeName: string,
    path: string,
    list = 'conditionNodes',
  ): FlowNode {
    const sources = asArray(raw[list])
      .map((branch, index) => ({ branch, index }))
      .filter((entry): entry is { branch: UnknownRecord; index: number } => isRecord(entry.branch))
      .sort(
        (a, b) =>
          (asNumber(a.branch.priorityLevel) ?? a.index + 1) -
          (asNumber(b.branch.priorityLevel) ?? b.index + 1),
      );
    const branches = sources.map(({ branch, index }) => this.branch(branch, id, `${path}.${list}[${index}]`));
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
    this.log.convert(path, asString(raw.nodeName));
    return {
      id,
      pid,
      nodeName: asString(raw.nodeName),
      type: NodeType.ConditionBranch,
      attr: { branchType: BranchType.Condition },
      conditionList: mapBranchConditions(raw.conditionList, this.log, path, raw.nodeUserList),
      childNode: this.chain(raw.childNode, id, `${path}.childNode`),
    };
  }
}
