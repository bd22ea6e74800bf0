import { describe, expect, it } from 'vitest';
import { NoPrimaryError } from './failoverErrors';
import type { PgHost } from './primaryHosts';
import { createPrimaryLocator, hostName, type HostAnswer } from './primaryLocator';

const a = { host: 'a', port: 1 };
const b = { host: 'b', port: 2 };

/** Hosts whose answers the test sets; counts the questions asked. */
const cluster = (answers: Record<string, HostAnswer | 'down'>) => {
  const asked: string[] = [];
  const ask = async (host: PgHost) => {
    asked.push(hostName(host));
    const answer = answers[hostName(host)];
    if (answer === 'down' || answer === undefined) throw new Error('connect ECONNREFUSED');
    return answer;
  };
  return { answers, asked, ask };
};

describe('createPrimaryLocator', () => {
  it('finds the host answering read-write, after a standby listed first, and remembers it', async () => {
    const hosts = cluster({ 'a:1': 'read-only', 'b:2': 'read-write' });
    const locator = createPrimaryLocator([a, b], hosts.ask);
    expect(await locator.primary()).toEqual(b);
    expect(await locator.primary()).toEqual(b);
    expect(hosts.asked).toEqual(['a:1', 'b:2']);
  });

  it('searches again once the primary is forgotten, and finds the promoted standby', async () => {
    const hosts = cluster({ 'a:1': 'read-write', 'b:2': 'read-only' });
    const locator = createPrimaryLocator([a, b], hosts.ask);
    expect(await locator.primary()).toEqual(a);
    hosts.answers['a:1'] = 'down';
    hosts.answers['b:2'] = 'read-write';
    locator.forget(a);
    expect(locator.known()).toBeUndefined();
    expect(await locator.primary()).toEqual(b);
  });

  it('ignores forgetting a host that is not the known primary', async () => {
    const hosts = cluster({ 'a:1': 'read-write' });
    const locator = createPrimaryLocator([a, b], hosts.ask);
    await locator.primary();
    locator.forget(b);
    expect(locator.known()).toEqual(a);
  });

  it('fails with NoPrimaryError naming every host when none answers read-write', async () => {
    const locator = createPrimaryLocator([a, b], cluster({ 'a:1': 'down', 'b:2': 'read-only' }).ask);
    const error = await locator.primary().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoPrimaryError);
    expect((error as NoPrimaryError).tried).toEqual(['a:1 connect ECONNREFUSED', 'b:2 read-only']);
    expect((error as NoPrimaryError).isAnyHostUp).toBe(true);
  });

  it('tells a failover (a standby answers) from every host down', async () => {
    const locator = createPrimaryLocator([a, b], cluster({ 'a:1': 'down', 'b:2': 'down' }).ask);
    const error = await locator.primary().catch((e: unknown) => e);
    expect((error as NoPrimaryError).isAnyHostUp).toBe(false);
  });

  it('lets concurrent callers share one search', async () => {
    const hosts = cluster({ 'a:1': 'read-write' });
    const locator = createPrimaryLocator([a, b], hosts.ask);
    await Promise.all([locator.primary(), locator.primary(), locator.primary()]);
    expect(hosts.asked).toEqual(['a:1']);
  });
});
