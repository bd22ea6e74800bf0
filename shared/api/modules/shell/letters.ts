import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Page } from '../../schemas';

export const LetterItem = Type.Object({
  letterId: Type.String(),
  title: Type.String(),
  content: Type.String(),
  category: Type.String(),
  bizId: Type.String(),
  /** 'UNREAD' or 'READ'. */
  status: Type.String(),
  /** ISO time. */
  sendTime: Type.String(),
});
export type LetterItemRow = Static<typeof LetterItem>;

const LetterTip = Type.Object({
  hasUnreadLetter: Type.Boolean(),
  unreadCount: Type.Integer(),
  letterItems: Type.Array(LetterItem),
});
export type LetterTipData = Static<typeof LetterTip>;

/** Where a letter leads: the approval task it is about, the application (instance) it is about, or nowhere. */
export const LetterLink = Type.Object({
  kind: Type.Union([Type.Literal('task'), Type.Literal('instance'), Type.Literal('none')]),
  id: Type.String(),
});
export type LetterLinkData = Static<typeof LetterLink>;

const LetterDetail = Type.Object({ ...LetterItem.properties, link: LetterLink });
export type LetterDetailData = Static<typeof LetterDetail>;

/** A calendar day, `YYYY-MM-DD`, in the caller's time zone. */
const CalendarDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** Ids of the caller's letters: at least one, at most 500. */
const LetterIds = Type.Object(
  { letterIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);

/** Server-Sent Events stream of letter tips (raw route; authenticated by the Admin-Token cookie). */
export const LETTER_STREAM_PATH = '/digital-portal/api/authority/admin/letter/stream';

/** In-app letters of the signed-in user (console spec §2.6 bell, §3 Letter). */
export const letterApi = {
  letterTipList: endpoint({ method: 'GET', path: '/letter/tip/list', access: 'self', response: LetterTip }),
  letterRead: endpoint({
    method: 'POST',
    path: '/letter/read',
    access: 'self',
    body: Type.Object(
      { letterIds: Type.Array(Type.String({ minLength: 1 }), { maxItems: 500 }) },
      { additionalProperties: false },
    ),
    response: Type.Object({ updated: Type.Integer() }),
  }),
  letterReadAll: endpoint({
    method: 'POST',
    path: '/letter/read/all',
    access: 'self',
    response: Type.Object({ updated: Type.Integer() }),
  }),
  letterPage: endpoint({
    method: 'GET',
    path: '/letter/page',
    access: 'self',
    query: Type.Object({
      pageNum: Type.Optional(Type.Integer({ minimum: 1 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      status: Type.Optional(Type.Union([Type.Literal('UNREAD'), Type.Literal('READ'), Type.Literal('')])),
      /** A letter category (`approval.taskTodo`, `verification`, …); empty or absent: every category. */
      category: Type.Optional(Type.String({ maxLength: 64 })),
      /** Found in the title or the content, case-insensitively. */
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      /** Sent on or after this day (`YYYY-MM-DD`). */
      from: Type.Optional(CalendarDate),
      /** Sent on or before this day (`YYYY-MM-DD`). */
      to: Type.Optional(CalendarDate),
      /** The caller's time zone for `from` and `to`, minutes east of UTC (UTC+8 is 480); UTC when absent. */
      tzOffset: Type.Optional(Type.Integer({ minimum: -720, maximum: 840 })),
    }),
    response: Page(LetterItem),
  }),
  /** The categories among the caller's letters, for the type filter. */
  letterCategories: endpoint({
    method: 'GET',
    path: '/letter/categories',
    access: 'self',
    response: Type.Object({ categories: Type.Array(Type.String()) }),
  }),
  /** One of the caller's letters with where it leads; opening it marks it read. */
  letterDetail: endpoint({
    method: 'POST',
    path: '/letter/detail',
    access: 'self',
    body: Type.Object(
      { letterId: Type.String({ minLength: 1, maxLength: 64 }) },
      { additionalProperties: false },
    ),
    response: LetterDetail,
  }),
  /** Deletes some of the caller's letters; ids that are not the caller's are left alone. None of them: refused. */
  letterDelete: endpoint({
    method: 'POST',
    path: '/letter/delete',
    access: 'self',
    body: LetterIds,
    response: Type.Object({ deleted: Type.Integer() }),
  }),
};
