/**
 * The tenant's people and organisations for form pickers, searched and paged on the server. Every query is
 * scoped by the session's tenant; another tenant's rows look exactly like rows that do not match.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { PickerOrganizationRow, PickerPersonRow } from '@shared/api/modules/approval';
import type { Db } from '../../../db/database';
import { organizations, users } from '../../../db/schema';
import { like } from '../../identity/user/queries';
import { userIdPage } from '../../identity/user/userIdPage';
import { tenantOrgs } from '../../identity/organize/service';
import { nest } from '../../identity/organize/tree';

export interface PickerSearch {
  keyword?: string;
  pageNum?: number;
  limit?: number;
}

interface Page<T> {
  total: number;
  rows: T[];
}

const DISABLED = '1';
const pageOf = (search: PickerSearch) => {
  const limit = search.limit ?? 20;
  return { limit, offset: ((search.pageNum ?? 1) - 1) * limit };
};

/** People who may be picked (not disabled) whose name, account or job number contains the keyword. */
export const searchPeople = async (
  db: Db,
  merchantId: string,
  search: PickerSearch,
): Promise<Page<PickerPersonRow>> => {
  const keyword = search.keyword?.trim();
  const page = pageOf(search);
  const ids = await userIdPage(
    db,
    and(
      eq(users.merchantId, merchantId),
      ne(users.status, DISABLED),
      keyword
        ? or(like(users.nickName, keyword), like(users.userName, keyword), like(users.jobNumber, keyword))
        : undefined,
    ),
    { column: users.nickName, isAscending: true },
    page,
  );
  // Past the last page the count is gone with the rows: count again so the total stays right.
  const total =
    ids[0]?.total ??
    (page.offset > 0 ? (await searchPeople(db, merchantId, { ...search, pageNum: 1 })).total : 0);
  if (ids.length === 0) return { total, rows: [] };
  const found = await db
    .select({
      userId: users.userId,
      nickName: users.nickName,
      userName: users.userName,
      organizeName: organizations.organizeName,
    })
    .from(users)
    .leftJoin(
      organizations,
      and(eq(organizations.organizeId, users.organizeId), eq(organizations.merchantId, users.merchantId)),
    )
    .where(
      and(
        eq(users.merchantId, merchantId),
        inArray(
          users.userId,
          ids.map((row) => row.userId),
        ),
      ),
    );
  const byId = new Map(found.map((row) => [row.userId, row]));
  return {
    total,
    rows: ids.flatMap(({ userId }) => {
      const row = byId.get(userId);
      return row ? [{ ...row, organizeName: row.organizeName ?? '' }] : [];
    }),
  };
};

/** Organisations in use (not disabled) whose name contains the keyword, in tree order with their path. */
export const searchOrganizations = async (
  db: Db,
  merchantId: string,
  search: PickerSearch,
): Promise<Page<PickerOrganizationRow>> => {
  const needle = search.keyword?.trim().toLowerCase() ?? '';
  type Node = ReturnType<typeof nest<Awaited<ReturnType<typeof tenantOrgs>>[number]>>[number];
  const all: PickerOrganizationRow[] = [];
  const visit = (nodes: Node[], path: string[]) => {
    for (const node of nodes) {
      if (node.status === DISABLED) continue;
      if (node.organizeName.toLowerCase().includes(needle))
        all.push({ organizeId: node.organizeId, organizeName: node.organizeName, path });
      visit(node.children as Node[], [...path, node.organizeName]);
    }
  };
  visit(nest(await tenantOrgs(db, merchantId)), []);
  const { limit, offset } = pageOf(search);
  return { total: all.length, rows: all.slice(offset, offset + limit) };
};
