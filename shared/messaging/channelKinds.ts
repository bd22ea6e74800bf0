/**
 * Message channels (console spec §2.3 "Message channels"): the kinds a tenant configures, the vendors of each kind,
 * and the settings each one needs. One list, read by the server (it validates a channel's settings against it and
 * knows which settings are secrets) and by the channel editor (it draws one field per setting).
 */

/** Mail (SMTP), SMS, voice call, chat-app robot, mini-program subscription message. */
export const CHANNEL_KINDS = ['mail', 'sms', 'voice', 'robot', 'miniProgram'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** What a send task sends through: a configured channel, or the built-in site message (in-app letter). */
export const SEND_KINDS = ['letter', ...CHANNEL_KINDS] as const;
export type SendKind = (typeof SEND_KINDS)[number];

/** The vendors of each kind; a vendor is one provider module on the server. */
export const CHANNEL_VENDORS = {
  mail: ['smtp'],
  sms: ['httpSms'],
  voice: ['httpVoice'],
  robot: ['dingtalk', 'wecom', 'feishu'],
  miniProgram: ['wechat', 'alipay'],
} as const satisfies Record<ChannelKind, readonly string[]>;
export type ChannelVendor = (typeof CHANNEL_VENDORS)[ChannelKind][number];

export const isChannelKind = (value: string): value is ChannelKind =>
  (CHANNEL_KINDS as readonly string[]).includes(value);

export const vendorsOf = (kind: string): readonly string[] =>
  isChannelKind(kind) ? CHANNEL_VENDORS[kind] : [];

/**
 * One setting of a channel. `secret` settings are encrypted at rest and never returned to the browser (it sees
 * whether one is set). `options` lists the allowed values of a `select`.
 */
export interface ChannelSetting {
  key: string;
  type: 'text' | 'number' | 'secret' | 'select' | 'url' | 'boolean' | 'email';
  required: boolean;
  options?: readonly string[];
  min?: number;
  max?: number;
  /** A secret that must be a web address (a robot's webhook carries its access token in the URL). */
  format?: 'url';
  /** Only for these vendors of the kind (all when absent). */
  vendors?: readonly string[];
}

/** TLS modes of an SMTP account: none (plain, for a local relay), STARTTLS after connecting, or TLS from the start. */
export const SMTP_TLS_MODES = ['none', 'starttls', 'tls'] as const;
/** Robot messages: the alarm mentions everyone (or listed mobiles); the mould is the message format. */
export const ROBOT_MOULDS = ['text', 'markdown'] as const;

export const CHANNEL_SETTINGS: Record<ChannelKind, readonly ChannelSetting[]> = {
  mail: [
    { key: 'host', type: 'text', required: true },
    { key: 'port', type: 'number', required: true, min: 1, max: 65535 },
    { key: 'tlsMode', type: 'select', required: true, options: SMTP_TLS_MODES },
    { key: 'user', type: 'text', required: false },
    { key: 'password', type: 'secret', required: false },
    { key: 'sender', type: 'email', required: true },
  ],
  sms: [
    { key: 'endpoint', type: 'url', required: true },
    { key: 'accessKeyId', type: 'text', required: true },
    { key: 'accessKeySecret', type: 'secret', required: true },
  ],
  voice: [
    { key: 'endpoint', type: 'url', required: true },
    { key: 'accessKeyId', type: 'text', required: true },
    { key: 'accessKeySecret', type: 'secret', required: true },
  ],
  robot: [
    // DingTalk's access_token and WeCom's key are part of the webhook URL: it is a secret like the signing secret
    { key: 'webhookUrl', type: 'secret', format: 'url', required: true },
    { key: 'secret', type: 'secret', required: false },
    { key: 'mould', type: 'select', required: true, options: ROBOT_MOULDS },
    { key: 'alarmAtAll', type: 'boolean', required: false },
    { key: 'alarmMobiles', type: 'text', required: false, vendors: ['dingtalk', 'wecom'] },
  ],
  miniProgram: [
    { key: 'endpoint', type: 'url', required: true },
    { key: 'appId', type: 'text', required: true },
    { key: 'appSecret', type: 'secret', required: true },
    { key: 'templateId', type: 'text', required: true },
    { key: 'page', type: 'text', required: false },
  ],
};

/**
 * What an SMS or voice channel keeps several of (signs and vendor templates, managed apart from its settings); the
 * send picks one of each, else the channel's default.
 */
export const CHANNEL_ENTRY_ROLES = ['sign', 'template'] as const;
export type ChannelEntryRole = (typeof CHANNEL_ENTRY_ROLES)[number];
export const ENTRY_ROLES_OF: Partial<Record<ChannelKind, readonly ChannelEntryRole[]>> = {
  sms: ['sign', 'template'],
  voice: ['template'],
};
export const entryRolesOf = (kind: string): readonly ChannelEntryRole[] =>
  isChannelKind(kind) ? (ENTRY_ROLES_OF[kind] ?? []) : [];

/** The settings of a kind that apply to a vendor. */
export const settingsOf = (kind: ChannelKind, vendor: string): readonly ChannelSetting[] =>
  CHANNEL_SETTINGS[kind].filter((s) => !s.vendors || s.vendors.includes(vendor));

/** What a recipient's address is for each send kind (a robot posts to its group: no per-person address). */
export const ADDRESS_OF: Record<SendKind, 'userId' | 'email' | 'phone' | 'openId' | 'none'> = {
  letter: 'userId',
  mail: 'email',
  sms: 'phone',
  voice: 'phone',
  robot: 'none',
  miniProgram: 'openId',
};

/** Send task states. */
export const SEND_TASK_STATUSES = ['scheduled', 'sending', 'done', 'cancelled'] as const;
export type SendTaskStatus = (typeof SEND_TASK_STATUSES)[number];
/** Per-recipient states. */
export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
