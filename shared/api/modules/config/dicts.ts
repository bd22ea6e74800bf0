import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { DictBundle, DictItemInput, DictItemView, DictTypeInput, DictTypeView } from './dictSchemas';
import { propertiesApi } from './properties';

const Q = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const perm = (action: string) => ({ access: 'permission' as const, permission: `system:dict:${action}` });

/** Dictionary types and items of the session tenant (console spec §7.5 Dictionary). */
const dictApi = {
  dictTypeList: endpoint({
    method: 'GET',
    path: '/dict/type/list',
    ...perm('list'),
    query: Type.Object({ ...PageQuery, keyword: Q(100), status: Q(2) }),
    response: Page(DictTypeView),
  }),
  dictTypeAdd: endpoint({
    method: 'POST',
    path: '/dict/type/add',
    ...perm('add'),
    body: Type.Object(DictTypeInput, { additionalProperties: false }),
    response: Type.Object({ dictTypeId: Type.String() }),
  }),
  /** The code of a type cannot change (its items and the console's readers name it). */
  dictTypeUpdate: endpoint({
    method: 'POST',
    path: '/dict/type/update',
    ...perm('edit'),
    body: Type.Object({ dictTypeId: Id, ...DictTypeInput }, { additionalProperties: false }),
    response: Nothing,
  }),
  /** Deletes the type and all its items. */
  dictTypeDelete: endpoint({
    method: 'GET',
    path: '/dict/type/delete',
    ...perm('remove'),
    query: Type.Object({ dictTypeId: Id }),
    response: Nothing,
  }),
  dictDataList: endpoint({
    method: 'GET',
    path: '/dict/data/list',
    ...perm('list'),
    query: Type.Object({
      ...PageQuery,
      dictCode: Type.String({ minLength: 1, maxLength: 100 }),
      keyword: Q(100),
    }),
    response: Page(DictItemView),
  }),
  dictDataAdd: endpoint({
    method: 'POST',
    path: '/dict/data/add',
    ...perm('add'),
    body: Type.Object(DictItemInput, { additionalProperties: false }),
    response: Type.Object({ dictId: Type.String() }),
  }),
  /** The item's type (dictCode) is fixed; the sent dictCode must match it. */
  dictDataUpdate: endpoint({
    method: 'POST',
    path: '/dict/data/update',
    ...perm('edit'),
    body: Type.Object({ dictId: Id, ...DictItemInput }, { additionalProperties: false }),
    response: Nothing,
  }),
  dictDataDetail: endpoint({
    method: 'GET',
    path: '/dict/data/{id}',
    ...perm('query'),
    params: Type.Object({ id: Id }),
    response: DictItemView,
  }),
  dictDataDelete: endpoint({
    method: 'GET',
    path: '/dict/data/delete',
    ...perm('remove'),
    query: Type.Object({ dictId: Id }),
    response: Nothing,
  }),
  /** All or nothing: types are matched by code, items by value; a refusal lists every bad entry (data.problems). */
  dictImport: endpoint({
    method: 'POST',
    path: '/dict/data/data/json/import',
    ...perm('import'),
    body: Type.Object({ dicts: Type.Array(DictBundle, { maxItems: 500 }) }, { additionalProperties: false }),
    response: Type.Object({ types: Type.Integer(), items: Type.Integer() }),
  }),
  /** Every dictionary of the tenant (or the one named) in the import format. */
  dictExport: endpoint({
    method: 'GET',
    path: '/dict/data/data/json/export',
    ...perm('export'),
    query: Type.Object({ dictCode: Q(100) }),
    response: Type.Object({ dicts: Type.Array(DictBundle) }),
  }),
};

export const dictsApi = { ...dictApi, ...propertiesApi };
