import { describe, expect, it, vi } from 'vitest';
import { formSourcesApi } from '@shared/api/modules/approval/formSources';
import { REGION_DATASET } from '@shared/form';
import type { ApiCall } from './apiCall';
import { PICKER_PAGE_SIZE, createDirectorySources } from './directorySources';
import { createFetchCall } from './fetchCall';

const REGIONS = [
  ['110000', '北京市', [['110105', '朝阳区']]],
  ['330000', '浙江省', [['330100', '杭州市', [['330106', '西湖区']]]]],
];

describe('createDirectorySources', () => {
  it('asks the server for one page of people and shows them by name with account and organisation', async () => {
    const call = vi.fn(async () => ({
      total: 41,
      rows: [{ userId: 'U1004', nickName: '王五', userName: 'wangwu', organizeName: '人力资源部' }],
    }));
    const sources = createDirectorySources(call as unknown as ApiCall);
    expect(await sources.users({ keyword: '  王 ', pageNum: 3 })).toEqual({
      total: 41,
      items: [{ value: 'U1004', label: '王五', hint: 'wangwu · 人力资源部' }],
    });
    expect(call).toHaveBeenCalledWith(
      formSourcesApi.formPeople,
      { query: { keyword: '王', pageNum: 3, limit: PICKER_PAGE_SIZE } },
      { silent: true },
    );
    await sources.users({ keyword: ' ', pageNum: 1 });
    expect(call).toHaveBeenLastCalledWith(
      formSourcesApi.formPeople,
      { query: { keyword: undefined, pageNum: 1, limit: PICKER_PAGE_SIZE } },
      { silent: true },
    );
  });

  it('shows organisations with the names above them', async () => {
    const call = vi.fn(async () => ({
      total: 1,
      rows: [{ organizeId: 'O131', organizeName: '平台研发组', path: ['星河能源集团总部', '技术研发中心'] }],
    }));
    const sources = createDirectorySources(call as unknown as ApiCall);
    expect((await sources.organizations({ keyword: '研发', pageNum: 1 })).items).toEqual([
      { value: 'O131', label: '平台研发组', hint: '星河能源集团总部 / 技术研发中心' },
    ]);
  });

  it('fetches the region dataset once, by its version, and again only after a failure', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(REGIONS);
    const sources = createDirectorySources(call as unknown as ApiCall);
    await expect(sources.regions(null)).rejects.toThrow('offline');
    expect(await sources.regions(null)).toEqual([
      { value: '110000', label: '北京市' },
      { value: '330000', label: '浙江省' },
    ]);
    expect(await sources.regions('330100')).toEqual([{ value: '330106', label: '西湖区' }]);
    expect(await sources.regions('110000')).toEqual([{ value: '110105', label: '朝阳区' }]);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(
      formSourcesApi.formRegions,
      { query: { v: REGION_DATASET } },
      { silent: true },
    );
  });
});

describe('createFetchCall', () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
    );

  it('sends the contract path with the query, the token and the language, and resolves with data', async () => {
    const fetcher = answer({ code: '10000', msg: '', data: { total: 0, rows: [] } });
    const call = createFetchCall({ token: () => 'abc', language: () => 'ar_EG', fetcher });
    const data = await call(formSourcesApi.formPeople, { query: { keyword: '王 五', pageNum: 2 } });
    expect(data).toEqual({ total: 0, rows: [] });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe(
      '/digital-portal/api/authority/admin/form/source/people?keyword=%E7%8E%8B+%E4%BA%94&pageNum=2',
    );
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', 'Accept-Language': 'ar_EG' });
  });

  it('rejects a refusal with its message and a failed answer with its status', async () => {
    const refused = createFetchCall({
      token: () => undefined,
      fetcher: answer({ code: '40001', msg: 'Invalid keyword', data: null }),
    });
    await expect(refused(formSourcesApi.formPeople, { query: {} })).rejects.toThrow('Invalid keyword');
    const broken = createFetchCall({ token: () => undefined, fetcher: answer({}, 502) });
    await expect(broken(formSourcesApi.formRegions, { query: {} })).rejects.toThrow('HTTP 502');
  });
});
