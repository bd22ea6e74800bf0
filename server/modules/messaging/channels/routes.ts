import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { entriesOf, entryView } from './entryQueries';
import { addEntry, deleteEntry, updateEntry } from './entryService';
import { channelPage, channelView, findChannel } from './queries';
import { addChannel, deleteChannel, setChannelStatus, updateChannel } from './service';
import { testChannel } from './testSend';

const m = api.messaging;

/** Routes of message channels (console spec §2.3), every one scoped to the session's tenant. */
export const channelsRoutes = (deps: AppDeps): RouteBinding[] => [
  route(m.channelAdd, async ({ session, body }) => addChannel(deps, session, body)),
  route(m.channelUpdate, async ({ session, body }) => {
    await updateChannel(deps, session, body);
    return null;
  }),
  route(m.channelStatus, async ({ session, body }) => {
    await setChannelStatus(deps, session, body.channelId, body.status);
    return null;
  }),
  route(m.channelDelete, async ({ session, body }) => {
    await deleteChannel(deps, session, body.channelId);
    return null;
  }),
  route(m.channelDetail, async ({ session, body }) => {
    const row = await findChannel(deps.db, session.merchantId, body.channelId);
    if (!row) throw notFound();
    return channelView(row);
  }),
  route(m.channelPage, async ({ session, body }) =>
    channelPage(deps.db, session.merchantId, {
      ...body,
      pageNum: body.pageNum ?? 1,
      limit: body.limit ?? 10,
    }),
  ),
  route(m.channelEntryList, async ({ session, body }) => {
    if (!(await findChannel(deps.db, session.merchantId, body.channelId))) throw notFound();
    return (await entriesOf(deps.db, session.merchantId, body.channelId, body.role)).map(entryView);
  }),
  route(m.channelEntryAdd, async ({ session, body }) => addEntry(deps, session, body)),
  route(m.channelEntryUpdate, async ({ session, body }) => {
    await updateEntry(deps, session, body);
    return null;
  }),
  route(m.channelEntryDelete, async ({ session, body }) => {
    await deleteEntry(deps, session, body.entryId);
    return null;
  }),
  route(m.channelTest, async ({ session, body, t }) => testChannel(deps, session, t, body)),
];
