import { describe, expect, it, vi } from 'vitest';
import type { PhonePrefetch, PrefetchedAnswer } from '@shared/phone/phoneBoot';
import { prefetchedFetch } from './prefetchedFetch';

const TASK = '/api/jflow/taskInfo';
const headers = (token: string, language: string) => ({
  Authorization: `Bearer ${token}`,
  'Accept-Language': language,
});
const answer = (url: string, body: string): PrefetchedAnswer => ({
  url,
  token: 't1',
  language: 'en_US',
  response: new Response(body),
});

describe('prefetchedFetch', () => {
  const setup = (prefetch: PhonePrefetch) => {
    const network = vi.fn(async () => new Response('from the network'));
    return { network, fetcher: prefetchedFetch(prefetch, network) };
  };

  it('hands the boot answer to the same ask, once; the next ask goes to the network', async () => {
    const { network, fetcher } = setup([
      { path: TASK, answer: Promise.resolve(answer(`${TASK}?taskId=7`, 'prefetched')) },
    ]);
    const first = await fetcher(`${TASK}?taskId=7`, { method: 'GET', headers: headers('t1', 'en_US') });
    expect(await first.text()).toBe('prefetched');
    const second = await fetcher(`${TASK}?taskId=7`, { method: 'GET', headers: headers('t1', 'en_US') });
    expect(await second.text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another task', `${TASK}?taskId=8`, headers('t1', 'en_US')],
    ['another token (another person)', `${TASK}?taskId=7`, headers('t2', 'en_US')],
    ['another language', `${TASK}?taskId=7`, headers('t1', 'ar_EG')],
  ])('never hands it to %s', async (_, url, sent) => {
    const { network, fetcher } = setup([
      { path: TASK, answer: Promise.resolve(answer(`${TASK}?taskId=7`, 'prefetched')) },
    ]);
    const response = await fetcher(url, { method: 'GET', headers: sent });
    expect(await response.text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network when the boot could not fetch, and never holds other paths back', async () => {
    let finish: (value: PrefetchedAnswer | undefined) => void = () => undefined;
    const pending = new Promise<PrefetchedAnswer | undefined>((resolve) => (finish = resolve));
    const { network, fetcher } = setup([{ path: TASK, answer: pending }]);
    // another path answers while the task's answer is still on its way
    const other = await fetcher('/api/jflow/myTask?pageNum=1', { headers: headers('t1', 'en_US') });
    expect(await other.text()).toBe('from the network');
    const task = fetcher(`${TASK}?taskId=7`, { headers: headers('t1', 'en_US') });
    finish(undefined);
    expect(await (await task).text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('never answers a write from the boot answers', async () => {
    const { network, fetcher } = setup([
      { path: TASK, answer: Promise.resolve(answer(`${TASK}?taskId=7`, 'prefetched')) },
    ]);
    const response = await fetcher(`${TASK}?taskId=7`, { method: 'POST', headers: headers('t1', 'en_US') });
    expect(await response.text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
