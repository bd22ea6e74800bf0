import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { Txt } from '../identity/schemas';
import { CategoryInput, CategoryView, TemplateStatusSchema } from './templateSchemas';

const CategoryId = Type.Object({ categoryId: Id });

/** Template categories (console spec §7.5 `temp/letter/category/*`, all POST JSON). */
export const templateCategoriesApi = {
  templateCategoryAdd: endpoint({
    method: 'POST',
    path: '/temp/letter/category/add',
    access: 'permission',
    permission: 'system:templateCategory:add',
    body: Type.Object(CategoryInput),
    response: Type.Object({ categoryId: Type.String() }),
  }),
  /** Also the category picker of the template editor, hence either list permission. */
  templateCategoryPage: endpoint({
    method: 'POST',
    path: '/temp/letter/category/page/list',
    access: 'permission',
    permission: ['system:templateCategory:list', 'system:template:list'],
    body: Type.Object({
      ...PageQuery,
      /** Searches the name and the code. */
      keyword: Type.Optional(Txt(100)),
      status: Type.Optional(TemplateStatusSchema),
    }),
    response: Page(CategoryView),
  }),
  templateCategoryStatus: endpoint({
    method: 'POST',
    path: '/temp/letter/category/status',
    access: 'permission',
    permission: 'system:templateCategory:edit',
    body: Type.Object({ categoryId: Id, status: TemplateStatusSchema }),
    response: Nothing,
  }),
  templateCategoryDetail: endpoint({
    method: 'POST',
    path: '/temp/letter/category/detail',
    access: 'permission',
    permission: 'system:templateCategory:query',
    body: CategoryId,
    response: CategoryView,
  }),
  templateCategoryUpdate: endpoint({
    method: 'POST',
    path: '/temp/letter/category/update',
    access: 'permission',
    permission: 'system:templateCategory:edit',
    body: Type.Object({ categoryId: Id, ...CategoryInput }),
    response: Nothing,
  }),
  templateCategoryDelete: endpoint({
    method: 'POST',
    path: '/temp/letter/category/delete',
    access: 'permission',
    permission: 'system:templateCategory:remove',
    body: CategoryId,
    response: Nothing,
  }),
};
