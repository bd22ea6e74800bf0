/**
 * Message templates (console spec §2.11 temp letter admin): the channels a template is written for and the events
 * that send one, each with the variables it supplies. One list, read by the server (it refuses a template using a
 * variable its event does not supply) and by the template editor (the insertable variables and the preview).
 */

/** In-app letter, mail, SMS, voice call, chat-app robot, mini-program message. */
export const TEMPLATE_CHANNELS = ['letter', 'mail', 'sms', 'voice', 'robot', 'miniProgram'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

/** Every variable any event supplies. */
export const TEMPLATE_VARIABLES = [
  'applicant',
  'processName',
  'taskName',
  'taskUrl',
  'approver',
  'comment',
  'createTime',
  'sender',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/** The events that send a template, and what each one supplies (in the order the editor offers them). */
export const TEMPLATE_EVENT_VARIABLES = {
  'task.created': ['applicant', 'processName', 'taskName', 'taskUrl', 'createTime'],
  'task.overtime': ['applicant', 'processName', 'taskName', 'taskUrl', 'createTime'],
  'task.urged': ['applicant', 'processName', 'taskName', 'taskUrl', 'sender', 'createTime'],
  'instance.approved': ['applicant', 'processName', 'approver', 'comment', 'createTime'],
  'instance.rejected': ['applicant', 'processName', 'approver', 'comment', 'createTime'],
  'instance.revoked': ['applicant', 'processName', 'comment', 'createTime'],
  'instance.terminated': ['applicant', 'processName', 'approver', 'comment', 'createTime'],
  'instance.voided': ['applicant', 'processName', 'approver', 'comment', 'createTime'],
  'cc.received': ['applicant', 'processName', 'sender', 'taskUrl', 'createTime'],
  /** A reminder card of the flow settings: people who have not applied yet this period. */
  'form.reminder': ['applicant', 'processName', 'createTime'],
} as const satisfies Record<string, readonly TemplateVariable[]>;

export type TemplateEvent = keyof typeof TEMPLATE_EVENT_VARIABLES;
export const TEMPLATE_EVENTS = Object.keys(TEMPLATE_EVENT_VARIABLES) as TemplateEvent[];

export const isTemplateEvent = (value: string): value is TemplateEvent =>
  Object.prototype.hasOwnProperty.call(TEMPLATE_EVENT_VARIABLES, value);

/** The variables `event` supplies (none for an unknown event). */
export const variablesOf = (event: string): readonly TemplateVariable[] =>
  isTemplateEvent(event) ? TEMPLATE_EVENT_VARIABLES[event] : [];

/** Template and category status: '0' enabled, '1' disabled (as elsewhere in the console). */
export const TEMPLATE_STATUSES = ['0', '1'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
