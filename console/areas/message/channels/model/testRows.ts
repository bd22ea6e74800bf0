import type { ChannelViewRow } from '@shared/api/modules/messaging/channelSchemas';

/** A channel as the server lists it, for model tests. */
export const aChannel = (id: string, over: Partial<ChannelViewRow> = {}): ChannelViewRow => ({
  channelId: id,
  channelName: `Channel ${id}`,
  kind: 'mail',
  vendor: 'smtp',
  settings: { host: 'localhost', port: 2525, tlsMode: 'none', user: 'robot', sender: 'robot@example.com' },
  secretsSet: { password: true },
  rateLimit: 10,
  status: '0',
  remark: '',
  createTime: null,
  updateTime: null,
  ...over,
});
