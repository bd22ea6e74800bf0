import type { PhonePrefetch } from '@shared/phone/phoneBoot';

const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

/**
 * A `fetch` that hands over, once each, the answers the boot script asked for while the page loaded
 * (shared/phone/phoneBoot.ts): a GET whose address, token and language are exactly those the boot script sent gets
 * that answer instead of asking again. Anything else, or a later ask of the same path, goes to the network as usual. A request
 * waits for a pending answer only when its path is one the boot script asked for.
 */
export const prefetchedFetch = (
  prefetch: PhonePrefetch | undefined,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch => {
  const left = [...(prefetch ?? [])];
  return async (input, init) => {
    const url = String(input);
    const path = url.split('?')[0];
    const waiting = (init?.method ?? 'GET') === 'GET' ? left.filter((entry) => entry.path === path) : [];
    for (const entry of waiting) {
      const answer = await entry.answer;
      // taken or not, an answer serves only the first ask of its path: a later ask wants a fresh one
      left.splice(left.indexOf(entry), 1);
      const same =
        answer !== undefined &&
        answer.url === url &&
        `Bearer ${answer.token}` === headerOf(init, 'Authorization') &&
        answer.language === headerOf(init, 'Accept-Language');
      if (same) return answer.response;
    }
    return fetcher(input, init);
  };
};
