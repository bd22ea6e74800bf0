/**
 * The people, organisation and region sources of a form, read from the server through the typed API client
 * (`call`): the one way every host (start dialog, task window, previews, the mobile page) gives the runtime its
 * pickers' data. People and organisations are searched and paged on the server; the region dataset is fetched
 * once (a versioned address the browser caches for good) and kept for the life of the source.
 * The endpoint declarations load on first use, so the runtime's initial bundle carries neither them nor the data.
 */
import { REGION_DATASET, indexRegions, regionOptions } from '@shared/form';
import type { RegionIndex } from '@shared/form';
import type { ApiCall } from './apiCall';
import type { FormDataSource, PickerPage, PickerQuery } from './dataSource';

/** Rows a picker shows per page. */
export const PICKER_PAGE_SIZE = 20;

const SILENT = { silent: true };
const endpoints = () =>
  import('@shared/api/modules/approval/formSources').then((module) => module.formSourcesApi);

const searchOf = (query: PickerQuery) => ({
  keyword: query.keyword.trim() || undefined,
  pageNum: query.pageNum,
  limit: PICKER_PAGE_SIZE,
});

export function createDirectorySources(
  call: ApiCall,
): Required<Pick<FormDataSource, 'users' | 'organizations' | 'regions'>> {
  let regionIndex: Promise<RegionIndex> | undefined;
  const loadRegions = () => {
    if (!regionIndex) {
      regionIndex = endpoints()
        .then((api) => call(api.formRegions, { query: { v: REGION_DATASET } }, SILENT))
        .then(indexRegions);
      regionIndex.catch(() => (regionIndex = undefined));
    }
    return regionIndex;
  };
  return {
    users: async (query): Promise<PickerPage> => {
      const api = await endpoints();
      const page = await call(api.formPeople, { query: searchOf(query) }, SILENT);
      return {
        total: page.total,
        items: page.rows.map((row) => ({
          value: row.userId,
          label: row.nickName || row.userName,
          hint: [row.userName, row.organizeName].filter(Boolean).join(' · '),
        })),
      };
    },
    organizations: async (query): Promise<PickerPage> => {
      const api = await endpoints();
      const page = await call(api.formOrganizations, { query: searchOf(query) }, SILENT);
      return {
        total: page.total,
        items: page.rows.map((row) => ({
          value: row.organizeId,
          label: row.organizeName,
          hint: row.path.join(' / '),
        })),
      };
    },
    regions: async (parent) => regionOptions(await loadRegions(), parent),
  };
}
