import { describe, expect, it } from 'vitest';
import type { TenantPeople } from '../directory';
import { lazyDirectory, NeedsDirectory } from './lazyDirectory';

const people: TenantPeople = {
  users: new Map([
    ['U1', { userId: 'U1', userName: 'Li Si', organizeId: 'O1' }],
    ['U2', { userId: 'U2', userName: 'Wang Wu', organizeId: 'O1' }],
  ]),
  byRole: new Map([['R1', ['U2']]]),
  byPosition: new Map([['P1', ['U1']]]),
  byOrganisation: new Map([['O1', ['U1', 'U2']]]),
  leaders: new Map(),
  adminId: 'U1',
};

describe('lazyDirectory', () => {
  it('stops the step with NeedsDirectory on every look-up while the people are not loaded', () => {
    const directory = lazyDirectory(undefined);
    expect(() => directory.usersOfRoles(['R1'])).toThrow(NeedsDirectory);
    expect(() => directory.usersOfOrganisations(['O1'])).toThrow(NeedsDirectory);
    expect(() => directory.usersOfPositions(['P1'])).toThrow(NeedsDirectory);
    expect(() => directory.tenantAdmin()).toThrow(NeedsDirectory);
    expect(() => directory.userById?.('U1')).toThrow(NeedsDirectory);
  });

  it('answers from the loaded people', () => {
    const directory = lazyDirectory(people);
    expect(directory.usersOfRoles(['R1'])).toEqual([{ userId: 'U2', userName: 'Wang Wu' }]);
    expect(directory.usersOfOrganisations(['O1']).map((u) => u.userId)).toEqual(['U1', 'U2']);
    expect(directory.usersOfPositions(['P1'])).toEqual([{ userId: 'U1', userName: 'Li Si' }]);
    expect(directory.tenantAdmin()).toEqual({ userId: 'U1', userName: 'Li Si' });
    expect(directory.userById?.('U9')).toBeNull();
  });
});
