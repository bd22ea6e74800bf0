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
    }),
    response: Page(LetterItem),
  }),
};
