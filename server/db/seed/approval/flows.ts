/** Working flows of the seeded templates, built with the shared node factories (workflow spec §3, §4.2). */
import {
  ExamineMode,
  SetType,
  createApproverNode,
  createBranchGroup,
  createCcNode,
  createParallelGroup,
  createStartNode,
  toModelContent,
} from '@shared/flow';
import type { FieldPrivilege, FlowNode, NamedRef, NodeFactoryContext } from '@shared/flow';
import type { NodeTimeLimit } from '@shared/flow/types';

const NAMES: Record<string, string> = {
  'node.initiator': '发起人',
  'node.approver': '审批人',
  'node.cc': '抄送人',
  'node.branchGroup': '条件分支',
  'node.parallelGroup': '并行分支',
  'node.otherBranch': '其他情况',
  'node.merge': '汇聚',
  'summary.anyOther': '任意（其他）',
};

/** Deterministic ids so re-seeding gives the same designs. */
export const factoryContext = (prefix: string): NodeFactoryContext => {
  let counter = 0;
  return {
    newId: () => `${prefix}-${String(++counter).padStart(3, '0')}`,
    t: (key, params) =>
      key === 'node.branch' || key === 'node.parallel'
        ? `${key === 'node.branch' ? '分支' : '并行'}${String(params?.index ?? '')}`
        : (NAMES[key] ?? key),
  };
};

export const people = {
  zhangsan: { id: 'U1002', name: '张三' },
  lisi: { id: 'U1003', name: '李四' },
  wangwu: { id: 'U1004', name: '王五' },
  zhaoliu: { id: 'U1005', name: '赵六' },
  admin: { id: 'U1001', name: '系统管理员' },
};
export const seedRoles = {
  manager: { id: 'R102', name: '部门经理' },
  hr: { id: 'R104', name: '人事专员' },
  finance: { id: 'R105', name: '财务专员' },
};

const open = (privileges: FieldPrivilege[] = []) => privileges;

interface ApproverSpec {
  name: string;
  users?: NamedRef[];
  roles?: NamedRef[];
  mode?: 1 | 2 | 3;
  fallBack?: boolean;
  needClaim?: boolean;
  privileges?: FieldPrivilege[];
  timeLimit?: NodeTimeLimit;
}

export const approver = (ctx: NodeFactoryContext, spec: ApproverSpec): FlowNode => {
  const node = createApproverNode(ctx, '');
  node.nodeName = spec.name;
  node.configure = {
    fallBack: spec.fallBack ?? true,
    staging: true,
    transmitted: true,
    needClaim: spec.needClaim ?? false,
    ...(spec.timeLimit ? { timeLimit: spec.timeLimit } : {}),
  };
  node.privileges = open(spec.privileges);
  if (spec.roles) {
    node.setType = SetType.Role;
    node.nodeRoleList = spec.roles;
    node.nodeUserList = [];
    node.examineMode = ExamineMode.Any;
    node.content = spec.roles.map((r) => r.name).join('、');
  } else {
    node.nodeUserList = spec.users ?? [];
    node.examineMode = spec.mode ?? ExamineMode.Sequence;
    node.content = (spec.users ?? []).map((u) => u.name).join('、');
  }
  return node;
};

export const cc = (ctx: NodeFactoryContext, name: string, users: NamedRef[]): FlowNode => {
  const node = createCcNode(ctx, '');
  node.nodeName = name;
  node.nodeUserList = users;
  node.content = users.map((u) => u.name).join('、');
  return node;
};

export const startNode = (ctx: NodeFactoryContext): FlowNode => {
  const node = createStartNode(ctx);
  node.nodeName = '发起人';
  node.configure = { withdraw: true };
  return node;
};

/** Links nodes into a chain under `root`; returns the root. */
export const chain = (root: FlowNode, ...nodes: FlowNode[]): FlowNode => {
  let tail = root;
  for (const node of nodes) {
    let end = tail;
    while (end.childNode) end = end.childNode;
    end.childNode = node;
    tail = node;
  }
  return toModelContent(root);
};

/** Leave: department approval by lisi; over 3 days a countersign by lisi and wangwu (contact phone hidden there); cc HR. */
export const leaveFlow = (): FlowNode => {
  const ctx = factoryContext('leave');
  const start = startNode(ctx);
  const first = approver(ctx, { name: '部门审批', users: [people.lisi] });
  const group = createBranchGroup(ctx, '');
  const [long, other] = group.conditionNodes ?? [];
  if (long && other) {
    long.nodeName = '超过3天';
    long.conditionList = [[{ label: '请假天数', field: 'days', operator: 'gt', value: '3' }]];
    long.content = '请假天数 > 3';
    long.childNode = approver(ctx, {
      name: '人事会签',
      users: [people.lisi, people.wangwu],
      mode: ExamineMode.All,
      privileges: [
        { key: 'contactPhone', disabled: false, hidden: true },
        { key: 'days', disabled: true, hidden: false },
      ],
    });
  }
  return chain(start, first, group, cc(ctx, '抄送人事', [people.wangwu]));
};

/** Business trip: finance and HR approve in parallel, then the merge. */
export const tripFlow = (): FlowNode => {
  const ctx = factoryContext('trip');
  const start = startNode(ctx);
  const first = approver(ctx, { name: '部门审批', users: [people.lisi] });
  const group = createParallelGroup(ctx, '');
  const [finance, hr] = group.conditionNodes ?? [];
  if (finance && hr) {
    finance.nodeName = '财务审批';
    finance.childNode = approver(ctx, { name: '财务审批', roles: [seedRoles.finance] });
    hr.nodeName = '人事审批';
    hr.childNode = approver(ctx, { name: '人事审批', roles: [seedRoles.hr] });
  }
  return chain(start, first, group);
};

/** A one- or two-step flow. */
export const simpleFlow = (prefix: string, steps: ApproverSpec[], ccTo: NamedRef[] = []): FlowNode => {
  const ctx = factoryContext(prefix);
  const nodes = steps.map((spec) => approver(ctx, spec));
  if (ccTo.length > 0) nodes.push(cc(ctx, '抄送', ccTo));
  return chain(startNode(ctx), ...nodes);
};
