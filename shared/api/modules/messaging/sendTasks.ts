import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Page, PageQuery } from '../../schemas';
import { Txt } from '../identity/schemas';
import {
  RecipientStatusSchema,
  RecipientView,
  SendKindSchema,
  SendTaskInput,
  SendTaskStatusSchema,
  SendTaskView,
} from './channelSchemas';

const TaskId = Type.Object({ taskId: Id });

/** Send tasks (console spec §2.3 "Send tasks": mail, site message, mini-program, chat app, SMS, voice). */
export const sendTasksApi = {
  sendTaskAdd: endpoint({
    method: 'POST',
    path: '/message/send-task/add',
    access: 'permission',
    permission: 'message:task:add',
    body: Type.Object(SendTaskInput),
    response: Type.Object({
      taskId: Type.String(),
      /** Recipients with an address, queued. */
      recipientCount: Type.Integer(),
      /** Recipients without an address for this kind (listed as failed with the reason). */
      withoutAddress: Type.Integer(),
    }),
  }),
  sendTaskPage: endpoint({
    method: 'POST',
    path: '/message/send-task/page/list',
    access: 'permission',
    permission: 'message:task:list',
    body: Type.Object({
      ...PageQuery,
      keyword: Type.Optional(Txt(100)),
      kind: Type.Optional(SendKindSchema),
      status: Type.Optional(SendTaskStatusSchema),
    }),
    response: Page(SendTaskView),
  }),
  sendTaskDetail: endpoint({
    method: 'POST',
    path: '/message/send-task/detail',
    access: 'permission',
    permission: 'message:task:list',
    body: TaskId,
    response: SendTaskView,
  }),
  sendTaskRecipients: endpoint({
    method: 'POST',
    path: '/message/send-task/recipient/page/list',
    access: 'permission',
    permission: 'message:task:list',
    body: Type.Object({
      ...PageQuery,
      taskId: Id,
      status: Type.Optional(RecipientStatusSchema),
      /** Searches the address and the person's name. */
      keyword: Type.Optional(Txt(100)),
    }),
    response: Page(RecipientView),
  }),
  /** Queues the failed recipients again (all of the task's, or the listed ones). */
  sendTaskRetry: endpoint({
    method: 'POST',
    path: '/message/send-task/retry',
    access: 'permission',
    permission: 'message:task:edit',
    body: Type.Object({
      taskId: Id,
      recipientIds: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 10000 }),
      ),
    }),
    response: Type.Object({ queued: Type.Integer() }),
  }),
  /** Cancels the recipients not yet sent; a recipient being sent right now finishes. */
  sendTaskCancel: endpoint({
    method: 'POST',
    path: '/message/send-task/cancel',
    access: 'permission',
    permission: 'message:task:edit',
    body: TaskId,
    response: Type.Object({ cancelled: Type.Integer() }),
  }),
};
