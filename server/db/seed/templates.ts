import type { Tx } from '../database';
import { messageTemplates, templateCategories } from '../schema';

/**
 * Message templates every seeded tenant starts with (console spec §2.11): approval notices as in-app letters,
 * in Chinese and in English (codes ending in `_EN`). A new tenant copies the platform tenant's set.
 */
const CATEGORIES = [
  { code: 'APPROVAL', name: '审批通知', remark: '审批流程产生的通知 / Approval notices' },
  { code: 'SYSTEM', name: '系统通知', remark: '系统公告与提醒 / System notices' },
] as const;

type Seed = [code: string, name: string, event: string, subject: string, body: string];

const APPROVAL_TEMPLATES: Seed[] = [
  [
    'TASK_TODO',
    '审批待办',
    'task.created',
    '您有一条新的待办：{{processName}}',
    '{{applicant}} 提交的「{{processName}}」已到达「{{taskName}}」，请及时处理：{{taskUrl}}（{{createTime}}）',
  ],
  [
    'INSTANCE_APPROVED',
    '申请已通过',
    'instance.approved',
    '您的申请已通过：{{processName}}',
    '您提交的「{{processName}}」已由 {{approver}} 审批通过。意见：{{comment}}',
  ],
  [
    'INSTANCE_REJECTED',
    '申请被驳回',
    'instance.rejected',
    '您的申请被驳回：{{processName}}',
    '您提交的「{{processName}}」被 {{approver}} 驳回。原因：{{comment}}',
  ],
  [
    'TASK_TODO_EN',
    'Approval task to handle',
    'task.created',
    'New task to handle: {{processName}}',
    '"{{processName}}" from {{applicant}} has reached "{{taskName}}". Please handle it: {{taskUrl}} ({{createTime}})',
  ],
  [
    'INSTANCE_APPROVED_EN',
    'Application approved',
    'instance.approved',
    'Your application was approved: {{processName}}',
    'Your "{{processName}}" was approved by {{approver}}. Comment: {{comment}}',
  ],
  [
    'INSTANCE_REJECTED_EN',
    'Application rejected',
    'instance.rejected',
    'Your application was rejected: {{processName}}',
    'Your "{{processName}}" was rejected by {{approver}}. Reason: {{comment}}',
  ],
];

export const seedTemplates = async (tx: Tx, merchantIds: readonly string[]) => {
  const now = new Date();
  for (const merchantId of merchantIds) {
    await tx.insert(templateCategories).values(
      CATEGORIES.map((c, index) => ({
        categoryId: `${merchantId}-tc-${c.code}`,
        merchantId,
        categoryCode: c.code,
        categoryName: c.name,
        orderNum: index + 1,
        remark: c.remark,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(messageTemplates).values(
      APPROVAL_TEMPLATES.map(([code, name, event, subject, body]) => ({
        templateId: `${merchantId}-tp-${code}`,
        merchantId,
        categoryId: `${merchantId}-tc-APPROVAL`,
        templateCode: code,
        templateName: name,
        channel: 'letter',
        event,
        subject,
        body,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
};
