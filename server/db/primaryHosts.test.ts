import { describe, expect, it } from 'vitest';
import { parsePrimaryHosts, withUrlParameter } from './primaryHosts';

describe('parsePrimaryHosts', () => {
  it.each([
    {
      url: 'postgres://app:secret@db1:5433,db2:5434/portal?target_session_attrs=read-write',
      hosts: [
        { host: 'db1', port: 5433 },
        { host: 'db2', port: 5434 },
      ],
      baseUrl: 'postgres://app:secret@db1:5433/portal',
      requiresPrimary: true,
    },
    {
      url: 'postgresql://app@db1,db2:6000/portal?sslmode=require&target_session_attrs=any',
      hosts: [
        { host: 'db1', port: 5432 },
        { host: 'db2', port: 6000 },
      ],
      baseUrl: 'postgresql://app@db1:5432/portal?sslmode=require',
      requiresPrimary: true,
    },
    {
      url: 'postgres://postgres@127.0.0.1:5432/test',
      hosts: [{ host: '127.0.0.1', port: 5432 }],
      baseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      requiresPrimary: false,
    },
    {
      url: 'postgres://postgres@127.0.0.1/test?target_session_attrs=read-write&application_name=a',
      hosts: [{ host: '127.0.0.1', port: 5432 }],
      baseUrl: 'postgres://postgres@127.0.0.1:5432/test?application_name=a',
      requiresPrimary: true,
    },
    {
      url: 'postgres://u@[::1]:6001,[fe80::2]/db',
      hosts: [
        { host: '::1', port: 6001 },
        { host: 'fe80::2', port: 5432 },
      ],
      baseUrl: 'postgres://u@[::1]:6001/db',
      requiresPrimary: true,
    },
  ])('$url', ({ url, hosts, baseUrl, requiresPrimary }) => {
    expect(parsePrimaryHosts(url)).toEqual({ hosts, baseUrl, requiresPrimary });
  });

  it.each([
    ['mysql://u@db1/db', /not a postgres/],
    ['postgres://u@db1,,db2/db', /cannot read host ""/],
    ['postgres://u@db1:x/db', /cannot read host "db1:x"/],
    ['postgres://u@db1,db2/db?target_session_attrs=read-only', /read-only is not supported/],
  ])('refuses %s', (url, message) => {
    expect(() => parsePrimaryHosts(url)).toThrow(message);
  });

  it('names no password in its refusal', () => {
    expect(() => parsePrimaryHosts('postgres://app:hunter2@db1:bad/db')).toThrow(/app:\*\*\*@/);
    expect(() => parsePrimaryHosts('postgres://app:hunter2@db1:bad/db')).not.toThrow(/hunter2/);
  });
});

describe('withUrlParameter', () => {
  it('adds a parameter to a multi-host URL and replaces one already there', () => {
    expect(withUrlParameter('postgres://u@h1:1,h2:2/db', 'application_name', 'a')).toBe(
      'postgres://u@h1:1,h2:2/db?application_name=a',
    );
    expect(
      withUrlParameter(
        'postgres://u@h1:1,h2:2/db?application_name=x&sslmode=disable',
        'application_name',
        'b',
      ),
    ).toBe('postgres://u@h1:1,h2:2/db?application_name=b&sslmode=disable');
  });
});
