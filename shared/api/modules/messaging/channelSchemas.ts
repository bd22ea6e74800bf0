import { Type, type Static } from '@sinclair/typebox';
import {
  CHANNEL_ENTRY_ROLES,
  CHANNEL_KINDS,
  RECIPIENT_STATUSES,
  SEND_KINDS,
  SEND_TASK_STATUSES,
} from '../../../messaging/channelKinds';
import { TEMPLATE_EVENTS } from '../../../messaging/templateEvents';
import { Time, Txt } from '../identity/schemas';

/** Shapes of message channels, send tasks and approval notification rules (console spec §2.3 MESSAGE). */
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const ChannelKindSchema = literals(CHANNEL_KINDS);
export const SendKindSchema = literals(SEND_KINDS);
export const SendTaskStatusSchema = literals(SEND_TASK_STATUSES);
export const RecipientStatusSchema = literals(RECIPIENT_STATUSES);
/** '0' enabled, '1' disabled. */
export const ChannelStatusSchema = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/**
 * A channel's settings as sent by the editor: plain values by setting key (shared/messaging/channelKinds.ts).
 * A secret sent as a non-empty string replaces the stored one; absent keeps it; `clearSecrets` names those to remove.
 */
export const ChannelSettingsInput = Type.Record(
  Type.String({ maxLength: 40 }),
  Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean()]),
);

export const ChannelInput = {
  channelName: Txt(100),
  kind: ChannelKindSchema,
  vendor: Type.String({ minLength: 1, maxLength: 40 }),
  settings: ChannelSettingsInput,
  clearSecrets: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
  /** Sends per second this channel allows (the send-task worker keeps to it). */
  rateLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  status: Type.Optional(ChannelStatusSchema),
  remark: Type.Optional(Txt(500)),
};

export const ChannelView = Type.Object({
  channelId: Type.String(),
  channelName: Type.String(),
  kind: Type.String(),
  vendor: Type.String(),
  /** Non-secret settings only. */
  settings: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
  /** For each secret setting: whether a value is stored (the value never leaves the server). */
  secretsSet: Type.Record(Type.String(), Type.Boolean()),
  rateLimit: Type.Integer(),
  status: Type.String(),
  remark: Type.String(),
  createTime: Time,
  updateTime: Time,
});
export type ChannelViewRow = Static<typeof ChannelView>;

export const ChannelEntryRoleSchema = literals(CHANNEL_ENTRY_ROLES);
/** A sign or vendor template of an SMS or voice channel. */
export const ChannelEntryInput = {
  /** What the vendor knows it by: the sign text, the template code. */
  code: Type.String({ maxLength: 64 }),
  /** What people read in the console; the code when empty. */
  name: Type.Optional(Type.String({ maxLength: 100 })),
  isDefault: Type.Optional(Type.Boolean()),
};
export const ChannelEntryView = Type.Object({
  entryId: Type.String(),
  channelId: Type.String(),
  role: Type.String(),
  code: Type.String(),
  name: Type.String(),
  isDefault: Type.Boolean(),
});
export type ChannelEntryViewRow = Static<typeof ChannelEntryView>;

/** The provider's real answer to a test send or a delivery. */
export const ProviderAnswer = Type.Object({
  ok: Type.Boolean(),
  /** The outcome in the product's words: accepted, or why it was refused or could not be reached. */
  answer: Type.String(),
  /** What the provider replied, as it replied (SMTP reply, HTTP status and body excerpt); '' when nothing. */
  reply: Type.String(),
  durationMs: Type.Integer(),
});
export type ProviderAnswerData = Static<typeof ProviderAnswer>;

/** Who receives a send task: people by user, role, position, organisation, and explicit addresses. */
export const RecipientsInput = Type.Object(
  {
    userIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 10000 })),
    roleIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 500 })),
    positionIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 500 })),
    orgIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 500 })),
    /** Mail addresses, phone numbers or mini-program open ids, by the task's kind. */
    addresses: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 320 }), { maxItems: 10000 })),
  },
  { additionalProperties: false },
);
export type RecipientsInputData = Static<typeof RecipientsInput>;

export const SendTaskInput = {
  taskName: Txt(100),
  kind: SendKindSchema,
  /** Required for every kind but `letter` (site messages need no channel). */
  channelId: Type.Optional(Type.String({ maxLength: 64 })),
  templateId: Type.String({ minLength: 1, maxLength: 64 }),
  /** The SMS sign and the vendor template of the channel to send with (entry ids); absent: the channel's defaults. */
  signId: Type.Optional(Type.String({ maxLength: 64 })),
  vendorTemplateId: Type.Optional(Type.String({ maxLength: 64 })),
  /** Values of the template's variables shared by every recipient. */
  variables: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 2000 }))),
  recipients: RecipientsInput,
  /** ISO time to send at; absent sends now. */
  sendAt: Type.Optional(Type.String({ maxLength: 40 })),
};

export const SendTaskCounts = Type.Object({
  total: Type.Integer(),
  pending: Type.Integer(),
  sending: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  cancelled: Type.Integer(),
});

export const SendTaskView = Type.Object({
  taskId: Type.String(),
  taskName: Type.String(),
  kind: Type.String(),
  channelId: Type.String(),
  channelName: Type.String(),
  templateId: Type.String(),
  templateName: Type.String(),
  status: Type.String(),
  sendAt: Time,
  counts: SendTaskCounts,
  createBy: Type.String(),
  createTime: Time,
  finishTime: Time,
});
export type SendTaskViewRow = Static<typeof SendTaskView>;

export const RecipientView = Type.Object({
  recipientId: Type.String(),
  /** The person, when the recipient came from the directory. */
  userId: Type.String(),
  userName: Type.String(),
  address: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  /** The outcome of the last attempt in the product's words, or why the recipient could not be sent to (no address, …). */
  answer: Type.String(),
  /** What the provider replied to the last attempt, as it replied; '' when nothing. */
  reply: Type.String(),
  sentTime: Time,
});
export type RecipientViewRow = Static<typeof RecipientView>;

/** Binds an approval event to a template and channels, for the whole tenant or for one flow. */
export const NotifyRuleInput = {
  /** Empty for the whole tenant; a flow (process) id for one flow, which then overrides the tenant's rule. */
  flowId: Type.Optional(Type.String({ maxLength: 64 })),
  event: literals(TEMPLATE_EVENTS),
  templateId: Type.String({ minLength: 1, maxLength: 64 }),
  /** Configured channels to send through; `letter` stays the in-app letter the engine already writes. */
  channelIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 10 }),
  status: Type.Optional(ChannelStatusSchema),
};

export const NotifyRuleView = Type.Object({
  ruleId: Type.String(),
  flowId: Type.String(),
  flowName: Type.String(),
  event: Type.String(),
  templateId: Type.String(),
  templateName: Type.String(),
  channelIds: Type.Array(Type.String()),
  channelNames: Type.Array(Type.String()),
  status: Type.String(),
  updateTime: Time,
});
export type NotifyRuleViewRow = Static<typeof NotifyRuleView>;
