import { describe, expect, it } from 'vitest';
import { hasPermissionTag, userMenuItems, type UserMenuState } from './userMenuItems';

const ids = (state: UserMenuState) => userMenuItems(state).map((i) => (i.isDenied ? `${i.id}!` : i.id));
const staff: UserMenuState = {
  isOwnTenant: true,
  appCodes: ['system-new', 'MESSAGE'],
  permissions: ['system:my:approval', 'system:my:apply'],
};

describe('avatar popover items §2.6 / §6', () => {
  it('a staff member of their own tenant sees every item but the hidden-by-permission ones', () => {
    expect(ids(staff)).toEqual([
      'personalInfo',
      'personalAuth',
      'myTodo',
      'myApply',
      'delegation',
      'messageCenter',
      'approvalCenter',
      'fileCenter',
      'systemManage',
      'switchTenant',
      'logout',
    ]);
  });

  it('personal info and personal authorisation show only in the own tenant', () => {
    expect(ids({ ...staff, isOwnTenant: false })).not.toContain('personalInfo');
    expect(ids({ ...staff, isOwnTenant: false })).not.toContain('personalAuth');
  });

  it('message centre needs the message app; system management needs the system app', () => {
    const ids2 = ids({ ...staff, appCodes: [] });
    expect(ids2).not.toContain('messageCenter');
    expect(ids2).not.toContain('systemManage');
  });

  it('to-dos and applications without their permission stay but warn', () => {
    expect(ids({ ...staff, permissions: [] }).slice(2, 4)).toEqual(['myTodo!', 'myApply!']);
  });

  it('approval centre hides with system:workflow:manage and file centre with system:document:center (as built)', () => {
    const list = ids({ ...staff, permissions: ['system:workflow:manage', 'system:document:center'] });
    expect(list).not.toContain('approvalCenter');
    expect(list).not.toContain('fileCenter');
    expect(ids({ ...staff, permissions: ['*:*:*'] })).not.toContain('approvalCenter');
  });

  it('the permission tag rule needs a non-empty tag list; *:*:* grants all', () => {
    expect(() => hasPermissionTag(['a'], [])).toThrow('permission.tagRequired');
    expect(hasPermissionTag(['*:*:*'], ['x'])).toBe(true);
    expect(hasPermissionTag(['a'], ['b', 'a'])).toBe(true);
    expect(hasPermissionTag(['a'], ['b'])).toBe(false);
  });
});
