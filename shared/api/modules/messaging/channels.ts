import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { Txt } from '../identity/schemas';
import {
  ChannelEntryInput,
  ChannelEntryRoleSchema,
  ChannelEntryView,
  ChannelInput,
  ChannelKindSchema,
  ChannelStatusSchema,
  ChannelView,
  ProviderAnswer,
} from './channelSchemas';

const ChannelId = Type.Object({ channelId: Id });

/** Message channels of a tenant (console spec §2.3 "Message channels"): mail, SMS, voice, robot, mini-program. */
export const channelsApi = {
  channelAdd: endpoint({
    method: 'POST',
    path: '/message/channel/add',
    access: 'permission',
    permission: 'message:channel:add',
    body: Type.Object(ChannelInput),
    response: Type.Object({ channelId: Type.String() }),
  }),
  channelUpdate: endpoint({
    method: 'POST',
    path: '/message/channel/update',
    access: 'permission',
    permission: 'message:channel:edit',
    body: Type.Object({ channelId: Id, ...ChannelInput }),
    response: Nothing,
  }),
  channelStatus: endpoint({
    method: 'POST',
    path: '/message/channel/status',
    access: 'permission',
    permission: 'message:channel:edit',
    body: Type.Object({ channelId: Id, status: ChannelStatusSchema }),
    response: Nothing,
  }),
  channelDelete: endpoint({
    method: 'POST',
    path: '/message/channel/delete',
    access: 'permission',
    permission: 'message:channel:remove',
    body: ChannelId,
    response: Nothing,
  }),
  channelDetail: endpoint({
    method: 'POST',
    path: '/message/channel/detail',
    access: 'permission',
    permission: 'message:channel:query',
    body: ChannelId,
    response: ChannelView,
  }),
  channelPage: endpoint({
    method: 'POST',
    path: '/message/channel/page/list',
    access: 'permission',
    permission: 'message:channel:list',
    body: Type.Object({
      ...PageQuery,
      /** Searches the name. */
      keyword: Type.Optional(Txt(100)),
      kind: Type.Optional(ChannelKindSchema),
      status: Type.Optional(ChannelStatusSchema),
    }),
    response: Page(ChannelView),
  }),
  /** Signs and vendor templates of an SMS or voice channel (console spec §2.3 "SMS (account, sign, template)"). */
  channelEntryList: endpoint({
    method: 'POST',
    path: '/message/channel/entry/list',
    access: 'permission',
    permission: 'message:channel:query',
    body: Type.Object({ channelId: Id, role: Type.Optional(ChannelEntryRoleSchema) }),
    response: Type.Array(ChannelEntryView),
  }),
  channelEntryAdd: endpoint({
    method: 'POST',
    path: '/message/channel/entry/add',
    access: 'permission',
    permission: 'message:channel:edit',
    body: Type.Object({ channelId: Id, role: ChannelEntryRoleSchema, ...ChannelEntryInput }),
    response: Type.Object({ entryId: Type.String() }),
  }),
  channelEntryUpdate: endpoint({
    method: 'POST',
    path: '/message/channel/entry/update',
    access: 'permission',
    permission: 'message:channel:edit',
    body: Type.Object({ entryId: Id, ...ChannelEntryInput }),
    response: Nothing,
  }),
  channelEntryDelete: endpoint({
    method: 'POST',
    path: '/message/channel/entry/delete',
    access: 'permission',
    permission: 'message:channel:edit',
    body: Type.Object({ entryId: Id }),
    response: Nothing,
  }),
  /** Sends one message through the channel now and reports the provider's real answer. */
  channelTest: endpoint({
    method: 'POST',
    path: '/message/channel/test',
    access: 'permission',
    permission: 'message:channel:test',
    body: Type.Object({
      channelId: Id,
      /** Mail address, phone number or open id; ignored by robots. */
      address: Type.Optional(Type.String({ maxLength: 320 })),
      subject: Type.Optional(Txt(200)),
      body: Type.Optional(Txt(2000)),
    }),
    response: ProviderAnswer,
  }),
};
