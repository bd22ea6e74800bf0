/**
 * What a form needs to be filled in (issue 28 "pickers with real data"): the tenant's people and organisations for
 * userSelect and organizationSelect, searched and paged on the server, and China's administrative divisions for the
 * address control. Every runtime host (start dialog, task window, previews, the mobile page) reads these.
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import type { RegionEntry } from '../../../form/regions';

/** A search: words in any of the names, one page of at most 100 rows. */
const PickerQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PickerQueryData = Static<typeof PickerQuery>;

/** A person of the tenant: shown by nickName, told apart by the account name and the organisation. */
export const PickerPerson = Type.Object({
  userId: Type.String(),
  nickName: Type.String(),
  userName: Type.String(),
  organizeName: Type.String(),
});
export type PickerPersonRow = Static<typeof PickerPerson>;

/** An organisation of the tenant with the names of the organisations above it, top first. */
export const PickerOrganization = Type.Object({
  organizeId: Type.String(),
  organizeName: Type.String(),
  path: Type.Array(Type.String()),
});
export type PickerOrganizationRow = Static<typeof PickerOrganization>;

const RegionNode = Type.Recursive(
  (Self) =>
    Type.Union([
      Type.Tuple([Type.String(), Type.String()]),
      Type.Tuple([Type.String(), Type.String(), Type.Array(Self)]),
    ]),
  { $id: 'RegionNode' },
);

export const formSourcesApi = {
  /** The tenant's people who may be picked (not disabled), by name, account or job number; paged. */
  formPeople: endpoint({
    method: 'GET',
    path: '/form/source/people',
    access: 'self',
    query: PickerQuery,
    response: Type.Object({ total: Type.Integer(), rows: Type.Array(PickerPerson) }),
  }),
  /** The tenant's organisations in tree order, by name; paged. */
  formOrganizations: endpoint({
    method: 'GET',
    path: '/form/source/organizations',
    access: 'self',
    query: PickerQuery,
    response: Type.Object({ total: Type.Integer(), rows: Type.Array(PickerOrganization) }),
  }),
  /**
   * China's provinces, cities and districts (GB/T 2260), the same for everyone. Asked with `v` = REGION_DATASET it
   * is cached by the browser for good (immutable); otherwise it is revalidated by its ETag.
   */
  formRegions: endpoint({
    method: 'GET',
    path: '/form/source/regions',
    access: 'public',
    query: Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) }),
    response: Type.Unsafe<RegionEntry[]>(Type.Array(RegionNode)),
  }),
};
