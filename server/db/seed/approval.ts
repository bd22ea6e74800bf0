/**
 * Seed of the approval area: sample forms and published templates in the six groups (workflow spec §3). The
 * leave flow branches on days (over 3: countersign by lisi and wangwu); the business trip runs finance and HR
 * in parallel.
 */
import type { FlowNode } from '@shared/flow';
import type { Tx } from '../database';
import { wfForms, wfProcesses, wfProcessVersions } from '../schema';
import { SEED_FORMS } from './approval/forms';
import { leaveFlow, people, seedRoles, simpleFlow, tripFlow } from './approval/flows';

interface SeedTemplate {
  id: string;
  key: string;
  name: string;
  type: string;
  icon: string;
  formId: string;
  tree: FlowNode;
  /** The flow settings; the efficiency diagnosis is on for every seeded flow (issue 29 "a first start"). */
  settings?: Record<string, unknown>;
  description: string;
}

/** Asset requests are handled within a working day; a late one is marked overdue and its holder reminded. */
const ONE_WORKING_DAY = { amount: 1, unit: 'workingDays', remindBeforeHours: 0, action: 'remind' } as const;

export const SEED_TEMPLATES: SeedTemplate[] = [
  {
    id: 'P-LEAVE',
    key: 'leave',
    name: '请假',
    type: 'hr',
    icon: 'airplane',
    formId: 'F-LEAVE',
    tree: leaveFlow(),
    settings: { autoDeduplicate: false, return: true, efficiencyDiagnosis: true },
    description: '超过3天需人事会签',
  },
  {
    id: 'P-CANCEL',
    key: 'leave_cancel',
    name: '销假',
    type: 'hr',
    icon: 'undo',
    formId: 'F-CANCEL',
    tree: simpleFlow('cancel', [{ name: '部门审批', users: [people.lisi] }], [people.wangwu]),
    description: '假期结束后销假',
  },
  {
    id: 'P-OVERTIME',
    key: 'overtime',
    name: '加班',
    type: 'attendance',
    icon: 'time',
    formId: 'F-OVERTIME',
    tree: simpleFlow('overtime', [{ name: '经理审批', roles: [seedRoles.manager] }]),
    description: '部门经理任一人审批',
  },
  {
    id: 'P-COMP',
    key: 'comp_leave',
    name: '调休',
    type: 'attendance',
    icon: 'calendar',
    formId: 'F-COMP',
    tree: simpleFlow('comp', [{ name: '部门审批', users: [people.lisi] }]),
    description: '使用加班时长调休',
  },
  {
    id: 'P-CARDFIX',
    key: 'card_fix',
    name: '补卡',
    type: 'attendance',
    icon: 'id-number',
    formId: 'F-CARDFIX',
    tree: simpleFlow('cardfix', [{ name: '经理签收审批', roles: [seedRoles.manager], needClaim: true }]),
    description: '经理签收后审批',
  },
  {
    id: 'P-TRIP',
    key: 'business_trip',
    name: '出差',
    type: 'administration',
    icon: 'globe',
    formId: 'F-TRIP',
    tree: tripFlow(),
    settings: { return: true },
    description: '财务与人事并行审批',
  },
  {
    id: 'P-EXPENSE',
    key: 'expense',
    name: '费用报销',
    type: 'finance',
    icon: 'dollar',
    formId: 'F-EXPENSE',
    tree: simpleFlow('expense', [
      { name: '部门审批', users: [people.lisi] },
      { name: '财务审批', roles: [seedRoles.finance] },
    ]),
    settings: { return: true, void: true },
    description: '部门与财务审批',
  },
  {
    id: 'P-SALARY',
    key: 'salary_adjust',
    name: '调薪',
    type: 'payroll',
    icon: 'bank-account',
    formId: 'F-SALARY',
    tree: simpleFlow('salary', [
      { name: '人事审批', users: [people.wangwu] },
      { name: '总经理审批', users: [people.admin] },
    ]),
    settings: { handwrittenSignature: true },
    description: '人事与总经理审批',
  },
  {
    id: 'P-ASSET',
    key: 'asset_use',
    name: '资产领用',
    type: 'assets',
    icon: 'box',
    formId: 'F-ASSET',
    tree: simpleFlow('asset', [{ name: '行政审批', users: [people.zhaoliu], timeLimit: ONE_WORKING_DAY }]),
    settings: { timeLimit: true },
    description: '行政审批后领用，一个工作日内办结',
  },
];

const MERCHANT = 'M001';

export const seedApproval = async (tx: Tx) => {
  const now = new Date();
  await tx.insert(wfForms).values(
    SEED_FORMS.map((form) => ({
      id: form.id,
      merchantId: MERCHANT,
      formName: form.formName,
      jsonContent: JSON.stringify(form.document),
      remark: form.remark,
      createBy: 'U1001',
      createdAt: now,
      updatedAt: now,
    })),
  );
  const byForm = new Map(SEED_FORMS.map((form) => [form.id, form]));
  await tx.insert(wfProcesses).values(
    SEED_TEMPLATES.map((t) => ({
      id: t.id,
      merchantId: MERCHANT,
      processName: t.name,
      processKey: t.key,
      processType: t.type,
      icon: t.icon,
      formIds: [t.formId],
      displayMode: '1',
      managers: [{ id: 'U1001', name: '系统管理员' }],
      description: t.description,
      settings: { efficiencyDiagnosis: true, ...t.settings },
      modelContent: JSON.stringify(t.tree),
      version: 1,
      isDirty: false,
      createBy: 'U1001',
      createdAt: now,
      updatedAt: now,
    })),
  );
  await tx.insert(wfProcessVersions).values(
    SEED_TEMPLATES.map((t) => {
      const form = byForm.get(t.formId);
      return {
        id: `${t.id}-v1`,
        processId: t.id,
        merchantId: MERCHANT,
        version: 1,
        modelContent: JSON.stringify(t.tree),
        settings: { efficiencyDiagnosis: true, ...t.settings },
        forms: form
          ? [{ id: form.id, formName: form.formName, jsonContent: JSON.stringify(form.document) }]
          : [],
        displayMode: '1',
      };
    }),
  );
};
