import type { Locale } from '@shared/i18n/locales';
import {
  productTemplateText,
  type ProductTemplateCode,
} from '../../modules/messaging/templates/productTexts';
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

type Seed = [code: string, name: string, event: string, text: ProductTemplateCode, locale: Locale];

/** The product's own wording (productTexts.ts), so a template left as seeded reads in each reader's language. */
const APPROVAL_TEMPLATES: Seed[] = [
  ['TASK_TODO', '审批待办', 'task.created', 'TASK_TODO', 'zh_CN'],
  ['INSTANCE_APPROVED', '申请已通过', 'instance.approved', 'INSTANCE_APPROVED', 'zh_CN'],
  ['INSTANCE_REJECTED', '申请被驳回', 'instance.rejected', 'INSTANCE_REJECTED', 'zh_CN'],
  ['TASK_TODO_EN', 'Approval task to handle', 'task.created', 'TASK_TODO', 'en_US'],
  ['INSTANCE_APPROVED_EN', 'Application approved', 'instance.approved', 'INSTANCE_APPROVED', 'en_US'],
  ['INSTANCE_REJECTED_EN', 'Application rejected', 'instance.rejected', 'INSTANCE_REJECTED', 'en_US'],
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
      APPROVAL_TEMPLATES.map(([code, name, event, text, locale]) => ({
        templateId: `${merchantId}-tp-${code}`,
        merchantId,
        categoryId: `${merchantId}-tc-APPROVAL`,
        templateCode: code,
        templateName: name,
        channel: 'letter',
        event,
        subject: productTemplateText(text, 'subject', locale),
        body: productTemplateText(text, 'body', locale),
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
};
