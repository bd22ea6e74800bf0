import { describe, expect, it } from 'vitest';
import type { TenantNode } from '@shared/api/modules/shell';
import { onTenantConfirm, onTenantTreeLoaded } from './tenantSwitch';

const node = (id: string, children: TenantNode[] = []): TenantNode => ({
  id,
  label: id,
  isOwn: false,
  children,
});

describe('tenant switch §5', () => {
  it('closes when only one tenant is available', () => {
    expect(onTenantTreeLoaded([node('M1')])).toEqual({ kind: 'close' });
    expect(onTenantTreeLoaded([])).toEqual({ kind: 'close' });
    expect(onTenantTreeLoaded([node('M1', [node('M2')])])).toEqual({ kind: 'nothing' });
  });
  it('does nothing without a selection', () =>
    expect(onTenantConfirm(undefined, 'M1')).toEqual({ kind: 'nothing' }));
  it('warns for the current tenant', () =>
    expect(onTenantConfirm('M1', 'M1')).toEqual({ kind: 'warn', warningKey: 'tenant.alreadyCurrent' }));
  it('switches to another tenant', () =>
    expect(onTenantConfirm('M2', 'M1')).toEqual({ kind: 'switch', merchantId: 'M2' }));
});
