import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { Txt } from '../identity/schemas';
import {
  SmallLetterView,
  TemplateChannelSchema,
  TemplateInput,
  TemplateStatusSchema,
  TemplateView,
} from './templateSchemas';
import { templateCategoriesApi } from './templateCategories';

const TemplateId = Type.Object({ templateId: Id });

/** Message templates (console spec §7.5 `temp/letter/*`, all POST JSON). */
export const templatesApi = {
  templateAdd: endpoint({
    method: 'POST',
    path: '/temp/letter/add',
    access: 'permission',
    permission: 'system:template:add',
    body: Type.Object(TemplateInput),
    response: Type.Object({ templateId: Type.String() }),
  }),
  templateUpdate: endpoint({
    method: 'POST',
    path: '/temp/letter/update',
    access: 'permission',
    permission: 'system:template:edit',
    body: Type.Object({ templateId: Id, ...TemplateInput }),
    response: Nothing,
  }),
  templateStatus: endpoint({
    method: 'POST',
    path: '/temp/letter/status',
    access: 'permission',
    permission: 'system:template:edit',
    body: Type.Object({ templateId: Id, status: TemplateStatusSchema }),
    response: Nothing,
  }),
  templateDelete: endpoint({
    method: 'POST',
    path: '/temp/letter/delete',
    access: 'permission',
    permission: 'system:template:remove',
    body: TemplateId,
    response: Nothing,
  }),
  templateDetail: endpoint({
    method: 'POST',
    path: '/temp/letter/detail',
    access: 'permission',
    permission: 'system:template:query',
    body: TemplateId,
    response: TemplateView,
  }),
  templatePage: endpoint({
    method: 'POST',
    path: '/temp/letter/page/list',
    access: 'permission',
    permission: 'system:template:list',
    body: Type.Object({
      ...PageQuery,
      /** Searches the name and the code. */
      keyword: Type.Optional(Txt(100)),
      categoryId: Type.Optional(Txt(64)),
      channel: Type.Optional(TemplateChannelSchema),
      status: Type.Optional(TemplateStatusSchema),
    }),
    response: Page(TemplateView),
  }),
  /** A small page of the tenant's sent in-app letters (newest first), to pick or review one. */
  letterSmallPage: endpoint({
    method: 'POST',
    path: '/letter/message/small/page/list',
    access: 'permission',
    permission: 'system:template:list',
    body: Type.Object({
      pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
      /** Searches the title. */
      keyword: Type.Optional(Txt(100)),
    }),
    response: Page(SmallLetterView),
  }),
  ...templateCategoriesApi,
};
