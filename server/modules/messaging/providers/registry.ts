/**
 * The providers, one per vendor of shared/messaging/channelKinds.ts. Adding a vendor: one module in its kind's
 * folder, its name in CHANNEL_VENDORS, and one line here.
 */
import type { ChannelKind } from '@shared/messaging/channelKinds';
import { smtpProvider } from './mail/smtpProvider';
import { alipayMiniProgramProvider } from './miniProgram/alipay';
import { wechatMiniProgramProvider } from './miniProgram/wechat';
import { dingtalkProvider } from './robot/dingtalk';
import { feishuProvider } from './robot/feishu';
import { wecomProvider } from './robot/wecom';
import { httpSmsProvider } from './sms/httpSms';
import type { ChannelProvider } from './types';
import { httpVoiceProvider } from './voice/httpVoice';

const PROVIDERS: readonly ChannelProvider[] = [
  smtpProvider,
  httpSmsProvider,
  httpVoiceProvider,
  dingtalkProvider,
  wecomProvider,
  feishuProvider,
  wechatMiniProgramProvider,
  alipayMiniProgramProvider,
];

export const providerOf = (kind: ChannelKind | string, vendor: string): ChannelProvider | undefined =>
  PROVIDERS.find((p) => p.kind === kind && p.vendor === vendor);
