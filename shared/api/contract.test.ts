import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { endpoint } from './contract';

const response = Type.Null();

describe('endpoint access rules', () => {
  it('accepts a public, a self-service and a permission endpoint', () => {
    const declared = [
      endpoint({ method: 'GET', path: '/a', access: 'public', response }),
      endpoint({ method: 'GET', path: '/b', access: 'self', response }),
      endpoint({ method: 'GET', path: '/c', access: 'permission', permission: 'system:user:list', response }),
      endpoint({
        method: 'GET',
        path: '/d',
        access: 'permission',
        permission: ['system:user:list', 'system:role:list'],
        response,
      }),
    ];
    expect(declared.map((d) => d.access)).toEqual(['public', 'self', 'permission', 'permission']);
  });

  it('refuses, at compile time, an endpoint that declares neither a permission nor public or self-service', () => {
    const refused = [
      // @ts-expect-error a session endpoint must say whether it is self-service or which permission it needs
      endpoint({ method: 'GET', path: '/e', access: 'session', response }),
      // @ts-expect-error 'permission' without the permission string
      endpoint({ method: 'GET', path: '/f', access: 'permission', response }),
      // @ts-expect-error a permission on a self-service endpoint would never be checked
      endpoint({ method: 'GET', path: '/g', access: 'self', permission: 'system:user:list', response }),
      // @ts-expect-error an empty list grants nothing to check
      endpoint({ method: 'GET', path: '/h', access: 'permission', permission: [], response }),
    ];
    expect(refused).toHaveLength(4);
  });
});
