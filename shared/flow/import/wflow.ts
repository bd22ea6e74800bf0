/**
 * Import of wflow process JSON: a `process` tree of ROOT / APPROVAL / CC / CONDITIONS / CONDITION /
 * CONCURRENTS / CONCURRENT / EMPTY nodes linked by `children` (next node) and `branchs` (branches).
 * EMPTY nodes close a group: after CONCURRENTS they become our merge node, after CONDITIONS they vanish.
 */
import type { NodeFactoryContext } from '../factories';
import { resolveExamineMode } from '../examineMode';
import type { ExamineModeCode, FieldPrivilege, FlowNode, NamedRef, SetTypeCode } from '../types';
import { BranchType, ExamineMode, NodeType, SetType } from '../types';
import { finishConditionBranches } from './branchGroups';
import type { UnknownRecord, WarningLog } from './importTypes';
import { supervisorAt, supervisorsUpTo } from './supervisorImport';
import { asArray, asNumber, asString, isRecord } from './importTypes';
import { hasNoConditions, mapWflowConditions } from './wflowConditions';

const MODES: Record<string, ExamineModeCode> = {
  NEXT: ExamineMode.Sequence,
  AND: ExamineMode.All,
  OR: ExamineMode.Any,
};

export class WflowImporter {
  private readonly seen = new Set<string>();

  constructor(
    private readonly ctx: NodeFactoryContext,
    private readonly log: WarningLog,
  ) {}

  chain(raw: unknown, pid: string, path: string): FlowNode | null {
    if (!isRecord(raw) || asString(raw.type) === '') return null;
    const type = asString(raw.type);
    const next = `${path}.children`;
    if (type === 'EMPTY') {
      this.log.convert(path, asString(raw.name));
      return this.chain(raw.children, pid, next);
    }
    if (!['ROOT', 'APPROVAL', 'CC', 'CONDITIONS', 'CONCURRENTS'].includes(type)) {
      this.log.add(path, 'import.unknownNodeType', { type });
      return this.chain(raw.children, pid, next);
    }
    const id = this.idOf(raw, path);
    const node = this.node(raw, type, id, pid, path);
    this.log.convert(path, node.nodeName);
    if (type === 'CONCURRENTS') {
      node.childNode = this.merge(raw.children, id, next);
    } else {
      node.childNode = this.chain(raw.children, id, next);
    }
    return node;
  }

  private idOf(raw: UnknownRecord, path: string): string {
    const source = asString(raw.id);
    if (source !== '' && !this.seen.has(source)) {
      this.seen.add(source);
      return source;
    }
    if (source !== '') this.log.add(path, 'import.duplicateId', { id: source });
    const id = this.ctx.newId();
    this.seen.add(id);
    return id;
  }

  private merge(raw: unknown, pid: string, path: string): FlowNode {
    const isEmpty = isRecord(raw) && asString(raw.type) === 'EMPTY';
    const id = isEmpty ? this.idOf(raw, path) : this.ctx.newId();
    const after = isEmpty ? raw.children : raw;
    return {
      id,
      pid,
      nodeName: this.ctx.t('node.merge'),
      type: NodeType.Merge,
      deletable: false,
      childNode: this.chain(after, id, isEmpty ? `${path}.children` : path),
    };
  }

  private node(raw: UnknownRecord, type: string, id: string, pid: string, path: string): FlowNode {
    const props = isRecord(raw.props) ? raw.props : {};
    const nodeName = asString(raw.name);
    const privileges = this.privileges(props.formPerms);
    if (type === 'ROOT') {
      const users = this.refs(props.assignedUser, 'user');
      const departments = this.refs(props.assignedUser, 'dept');
      return {
        id,
        pid,
        nodeName,
        type: NodeType.Start,
        privileges,
        configure: { withdraw: false },
        nodeUserList: users,
        nodeOrganizeList: departments,
        childNode: null,
      };
    }
    if (type === 'CC') {
      if (this.refs(props.assignedUser, 'dept').length > 0)
        this.log.add(`${path}.props.assignedUser`, 'import.unsupportedAssignee', { kind: 'dept' });
      return {
        id,
        pid,
        nodeName,
        type: NodeType.Cc,
        privileges,
        setType: SetType.Members,
        nodeUserList: this.refs(props.assignedUser, 'user'),
        customCc: props.shouldAdd === true,
        childNode: null,
      };
    }
    if (type === 'APPROVAL') return this.approver(props, { id, pid, nodeName, privileges }, path);
    return this.group(raw, type, id, pid, nodeName, path);
  }

  private approver(
    props: UnknownRecord,
    base: Pick<FlowNode, 'id' | 'pid' | 'nodeName' | 'privileges'>,
    path: string,
  ): FlowNode {
    const assignedType = asString(props.assignedType);
    const node: FlowNode = {
      ...base,
      type: NodeType.Approver,
      configure: { fallBack: false, staging: false, transmitted: false, needClaim: false },
      nodeUserList: [],
      childNode: null,
    };
    let setType: SetTypeCode | undefined;
    if (assignedType !== 'ASSIGN_USER') this.noteDroppedPeople(props.assignedUser, assignedType, path);
    if (assignedType === 'ASSIGN_USER') {
      setType = SetType.Members;
      node.nodeUserList = this.refs(props.assignedUser, 'user');
      if (this.refs(props.assignedUser, 'dept').length > 0)
        this.log.add(`${path}.props.assignedUser`, 'import.unsupportedAssignee', { kind: 'dept' });
    } else if (assignedType === 'ROLE') {
      setType = SetType.Role;
      node.nodeRoleList = asArray(props.role)
        .filter(isRecord)
        .map((role) => ({ id: asString(role.id), name: asString(role.name) }));
    } else if (assignedType === 'SELF_SELECT') {
      setType = SetType.Dynamic;
      node.selectMode = isRecord(props.selfSelect) && props.selfSelect.multiple === true ? 2 : 1;
    } else if (assignedType === 'SELF') {
      setType = SetType.Initiator;
    } else if (assignedType === 'LEADER') {
      Object.assign(node, supervisorAt(isRecord(props.leader) ? asNumber(props.leader.level) : undefined));
      setType = node.setType;
    } else if (assignedType === 'LEADER_TOP') {
      const top = isRecord(props.leaderTop) ? props.leaderTop : {};
      // endCondition TOP: to the top; LEAVE: up to endLevel
      const upTo = asString(top.endCondition) === 'LEAVE' ? asNumber(top.endLevel) : undefined;
      Object.assign(node, supervisorsUpTo(upTo));
      setType = node.setType;
    } else {
      this.log.add(`${path}.props.assignedType`, 'import.unsupportedAssignee', { kind: assignedType || '?' });
    }
    if (setType !== undefined) node.setType = setType;
    const wanted = MODES[asString(props.mode)];
    node.examineMode =
      setType === undefined ? (wanted ?? ExamineMode.Any) : resolveExamineMode(setType, wanted);
    if (setType !== undefined && wanted !== undefined && wanted !== node.examineMode) {
      this.log.add(`${path}.props.mode`, 'import.examineModeAdjusted', {
        from: wanted,
        to: node.examineMode,
      });
    }
    this.noteIgnoredSettings(props, path);
    return node;
  }

  /** People named on an approver whose assignee kind does not use them. */
  private noteDroppedPeople(list: unknown, assignedType: string, path: string): void {
    const names = asArray(list)
      .filter(isRecord)
      .map((item) => asString(item.name) || asString(item.id));
    if (names.length > 0)
      this.log.add(`${path}.props.assignedUser`, 'import.assigneesDropped', {
        kind: assignedType || '?',
        names: names.join(', '),
      });
  }

  private noteIgnoredSettings(props: UnknownRecord, path: string): void {
    // what happens when nobody is found is the flow's own setting here (emptyAssignee)
    const nobody = isRecord(props.nobody) ? asString(props.nobody.handler) : '';
    if (nobody === 'TO_ADMIN') this.log.add(`${path}.props.nobody`, 'import.emptyAssigneeToAdmin');
    else if (nobody !== '' && nobody !== 'TO_PASS')
      this.log.add(`${path}.props.nobody`, 'import.emptyAssigneeOther', { handler: nobody });
    if (props.sign === true) this.log.add(`${path}.props.sign`, 'import.ignoredSetting', { setting: 'sign' });
    const refuse = isRecord(props.refuse) ? asString(props.refuse.type) : '';
    if (refuse !== '' && refuse !== 'TO_END')
      this.log.add(`${path}.props.refuse`, 'import.ignoredSetting', { setting: 'refuse' });
    const timeout =
      isRecord(props.timeLimit) && isRecord(props.timeLimit.timeout)
        ? Number(props.timeLimit.timeout.value)
        : 0;
    if (timeout > 0)
      this.log.add(`${path}.props.timeLimit`, 'import.ignoredSetting', { setting: 'timeLimit' });
  }

  private refs(list: unknown, kind: 'user' | 'dept'): NamedRef[] {
    return asArray(list)
      .filter(isRecord)
      .filter((item) => asString(item.type) === kind)
      .map((item) => ({ id: asString(item.id), name: asString(item.name) }));
  }

  /** E editable, R read-only (disabled), H hidden. */
  private privileges(list: unknown): FieldPrivilege[] {
    return asArray(list)
      .filter(isRecord)
      .map((perm) => ({
        key: asString(perm.id),
        disabled: asString(perm.perm) === 'R',
        hidden: asString(perm.perm) === 'H',
      }))
      .filter((perm) => perm.key !== '');
  }

  private group(
    raw: UnknownRecord,
    type: string,
    id: string,
    pid: string,
    nodeName: string,
    path: string,
  ): FlowNode {
    const isParallel = type === 'CONCURRENTS';
    const sources = asArray(raw.branchs);
    const branches: FlowNode[] = [];
    let defaultIndex: number | undefined;
    sources.forEach((source, index) => {
      if (!isRecord(source)) return;
      const at = `${path}.branchs[${index}]`;
      this.log.convert(at, asString(source.name));
      const branchId = this.idOf(source, at);
      const level = branches.length + 1;
      const branch: FlowNode = isParallel
        ? {
            id: branchId,
            pid: id,
            nodeName: asString(source.name),
            type: NodeType.ParallelBranch,
            priorityLevel: level,
            attr: { branchType: BranchType.Parallel, priorityLevel: level },
            childNode: null,
          }
        : {
            id: branchId,
            pid: id,
            nodeName: asString(source.name),
            type: NodeType.ConditionBranch,
            priorityLevel: level,
            attr: { branchType: BranchType.Condition, priorityLevel: level },
            conditionList: mapWflowConditions(source.props, this.log, at),
            childNode: null,
          };
      if (!isParallel && defaultIndex === undefined && hasNoConditions(source.props))
        defaultIndex = branches.length;
      branch.childNode = this.chain(source.children, branchId, `${at}.children`);
      branches.push(branch);
    });
    return {
      id,
      pid,
      nodeName,
      type: NodeType.BranchGroup,
      attr: { branchType: isParallel ? BranchType.Parallel : BranchType.Condition },
      conditionNodes: isParallel
        ? branches
        : finishConditionBranches({ id, branches, defaultIndex }, this.ctx, this.log, path),
      childNode: null,
    };
  }
}
