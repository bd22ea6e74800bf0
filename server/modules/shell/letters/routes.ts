import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { letterCategories, letterPage, letterTip, markRead } from './queries';
import { openLetter, removeLetters } from './service';

const s = api.shell;

export const letterRoutes = (deps: AppDeps): RouteBinding[] => [
  route(s.letterTipList, async ({ session }) => letterTip(deps.db, session)),
  route(s.letterRead, async ({ session, body }) => ({
    updated: await markRead(deps.db, session, body.letterIds, deps.now()),
  })),
  route(s.letterReadAll, async ({ session }) => ({
    updated: await markRead(deps.db, session, 'all', deps.now()),
  })),
  route(s.letterPage, async ({ session, query }) =>
    letterPage(deps.db, session, {
      pageNum: query.pageNum ?? 1,
      limit: query.limit ?? 10,
      status: query.status || undefined,
      category: query.category || undefined,
      keyword: query.keyword,
      from: query.from,
      to: query.to,
      tzOffset: query.tzOffset,
    }),
  ),
  route(s.letterCategories, async ({ session }) => ({
    categories: await letterCategories(deps.db, session),
  })),
  route(s.letterDetail, async ({ session, body }) => openLetter(deps, session, body.letterId)),
  route(s.letterDelete, async ({ session, body }) => removeLetters(deps, session, body.letterIds)),
];
