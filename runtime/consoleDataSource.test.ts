import { describe, expect, it, vi } from 'vitest';
import { eventPayload } from '@shared/form';
import { filesApi } from '@shared/api/modules/files';
import { systemApi } from '@shared/api/modules/system';
import { createConsoleDataSource, type ApiCall } from './consoleDataSource';

describe('createConsoleDataSource', () => {
  it('sends form events to POST /jflow/call and hands the runtime the remote answer under data', async () => {
    const call = vi.fn(async () => ({ code: 0, data: [{ name: 'Hangzhou' }] }));
    const source = createConsoleDataSource({ call: call as unknown as ApiCall, token: () => 't' });
    const event = {
      path: 'https://api.example.com/cities',
      method: 'POST' as const,
      headers: { a: '1' },
      body: { q: 'h' },
    };
    const answer = await source.callEvent?.(event);
    expect(call).toHaveBeenCalledWith(filesApi.jflowCall, { body: event }, { silent: true });
    expect(eventPayload(answer)).toEqual([{ name: 'Hangzhou' }]);
  });

  it('maps dictionary entries to options once per code and retries after a failure', async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue([{ dictLabel: 'Urgent', dictValue: '1' }]);
    const source = createConsoleDataSource({ call: call as unknown as ApiCall, token: () => undefined });
    await expect(source.dict?.('Jflow_Degree')).rejects.toThrow('down');
    expect(await source.dict?.('Jflow_Degree')).toEqual([{ label: 'Urgent', value: '1' }]);
    expect(await source.dict?.('Jflow_Degree')).toEqual([{ label: 'Urgent', value: '1' }]);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(
      systemApi.dictByCode,
      { params: { dictCode: 'Jflow_Degree' } },
      { silent: true },
    );
  });

  it('lets the host add users and organisations', async () => {
    const users = vi.fn(async () => ({ total: 1, items: [{ label: '张三', value: 'U1002' }] }));
    const source = createConsoleDataSource({
      call: vi.fn() as unknown as ApiCall,
      token: () => undefined,
      overrides: { users },
    });
    expect(await source.users?.({ keyword: '张', pageNum: 1 })).toEqual({
      total: 1,
      items: [{ label: '张三', value: 'U1002' }],
    });
  });
});
