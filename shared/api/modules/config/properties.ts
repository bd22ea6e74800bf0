import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, Nothing, Page, PageQuery } from '../../schemas';
import { PropertyInput, PropertyView } from './dictSchemas';

const perm = (action: string) => ({
  access: 'permission' as const,
  permission: `system:properties:${action}`,
});
const PropId = Type.Object({ propId: Id });

/** Configuration properties of the session tenant (console spec §7.5 Properties; §3 App configuration). */
export const propertiesApi = {
  propertiesPage: endpoint({
    method: 'GET',
    path: '/properties/page',
    ...perm('list'),
    query: Type.Object({
      ...PageQuery,
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      status: Type.Optional(Type.String({ maxLength: 2 })),
    }),
    response: Page(PropertyView),
  }),
  propertiesDetail: endpoint({
    method: 'GET',
    path: '/properties/detail',
    ...perm('query'),
    query: PropId,
    response: PropertyView,
  }),
  propertiesDelete: endpoint({
    method: 'GET',
    path: '/properties/delete',
    ...perm('remove'),
    query: PropId,
    response: Nothing,
  }),
  propertiesAdd: endpoint({
    method: 'POST',
    path: '/properties/add',
    ...perm('add'),
    body: Type.Object(PropertyInput, { additionalProperties: false }),
    response: Type.Object({ propId: Type.String() }),
  }),
  propertiesUpdate: endpoint({
    method: 'POST',
    path: '/properties/update',
    ...perm('edit'),
    body: Type.Object({ propId: Id, ...PropertyInput }, { additionalProperties: false }),
    response: Nothing,
  }),
  propertiesChangeStatus: endpoint({
    method: 'POST',
    path: '/properties/changeStatus',
    ...perm('edit'),
    body: Type.Object(
      { propId: Id, status: Type.Union([Type.Literal('0'), Type.Literal('1')]) },
      { additionalProperties: false },
    ),
    response: Nothing,
  }),
};
