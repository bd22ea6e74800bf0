import { describe, expect, it } from 'vitest';
import { isTrustedOrigin, parseChildMessage } from './bridgeProtocol';

const msg = (extra: Record<string, unknown>) => ({
  source: 'smartube-child',
  version: 1,
  requestId: 'r1',
  ...extra,
});

describe('child-app bridge protocol', () => {
  it('accepts each of the four requests', () => {
    expect(parseChildMessage(msg({ type: 'showApproval', taskId: 'T1' }))).toMatchObject({
      type: 'showApproval',
      taskId: 'T1',
    });
    expect(
      parseChildMessage(msg({ type: 'navigate', routeName: 'SysUser', query: { a: '1' } })),
    ).toMatchObject({ type: 'navigate', routeName: 'SysUser' });
    expect(parseChildMessage(msg({ type: 'closeTab' }))).toMatchObject({ type: 'closeTab' });
    expect(parseChildMessage(msg({ type: 'collapseMenu', collapsed: true }))).toMatchObject({
      type: 'collapseMenu',
      collapsed: true,
    });
  });

  it('rejects foreign, malformed or unknown messages', () => {
    expect(parseChildMessage({ ...msg({ type: 'closeTab' }), source: 'other' })).toBeUndefined();
    expect(parseChildMessage(msg({ type: 'showApproval' }))).toBeUndefined();
    expect(parseChildMessage(msg({ type: 'navigate', routeName: 'x', params: { a: 1 } }))).toBeUndefined();
    expect(parseChildMessage(msg({ type: 'closeTab', path: 'javascript:alert(1)' }))).toBeUndefined();
    expect(parseChildMessage(msg({ type: 'collapseMenu', collapsed: 'yes' }))).toBeUndefined();
    expect(parseChildMessage(msg({ type: 'eval' }))).toBeUndefined();
    expect(parseChildMessage('string')).toBeUndefined();
    expect(parseChildMessage(null)).toBeUndefined();
  });

  it('trusts only the app origin, or the opaque origin of a sandboxed frame', () => {
    expect(isTrustedOrigin('https://app.example', 'https://app.example', false)).toBe(true);
    expect(isTrustedOrigin('https://evil.example', 'https://app.example', false)).toBe(false);
    expect(isTrustedOrigin('null', 'http://127.0.0.1:8201', true)).toBe(true);
    expect(isTrustedOrigin('null', 'http://127.0.0.1:8201', false)).toBe(false);
    expect(isTrustedOrigin('http://127.0.0.1:8201', 'http://127.0.0.1:8201', true)).toBe(false);
  });
});
