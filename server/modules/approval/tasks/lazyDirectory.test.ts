import { describe, expect, it } from 'vitest';
import type { TenantPeople } from '../directory';
import { lazyDirectory, NeedsDirectory } from './lazyDirectory';

const people: TenantPeople = {
  users: new Map([
    ['U1', { userId: 'U1', userName: 'Li Si', organizeId: 'O1' }],
    ['U2', { userId: 'U2', userName: 'Wang Wu', organizeId: 'O1' }],
    ['U3', { userId: 'U3', userName: 'Zhao Liu', organizeId: 'O0' }],
  ]),
  byRole: new Map([['R1', ['U2']]]),
  byPosition: new Map([['P1', ['U1']]]),
  byOrganisation: new Map([['O1', ['U1', 'U2']]]),
  leaders: new Map([
    ['O1', ['U2']],
    ['O0', ['U3', 'U9']],
  ]),
  parents: new Map([
    ['O1', 'O0'],
    ['O0', 'O1'],
  ]),
  rolesOf: new Map([['U2', ['R1']]]),
  positionsOf: new Map([['U1', ['P1']]]),
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
    expect(() => directory.organisationsOf?.('U1')).toThrow(NeedsDirectory);
    expect(() => directory.membershipOf?.('U1')).toThrow(NeedsDirectory);
  });

  it('answers from the loaded people', () => {
    const directory = lazyDirectory(people);
    expect(directory.usersOfRoles(['R1'])).toEqual([{ userId: 'U2', userName: 'Wang Wu' }]);
    expect(directory.usersOfOrganisations(['O1']).map((u) => u.userId)).toEqual(['U1', 'U2']);
    expect(directory.usersOfPositions(['P1'])).toEqual([{ userId: 'U1', userName: 'Li Si' }]);
    expect(directory.tenantAdmin()).toEqual({ userId: 'U1', userName: 'Li Si' });
    expect(directory.userById?.('U9')).toBeNull();
  });

  it('walks up the organisations with their active leaders, stopping at a loop', () => {
    const directory = lazyDirectory(people);
    expect(directory.organisationsOf?.('U1')).toEqual([
      { organizeId: 'O1', leaders: [{ userId: 'U2', userName: 'Wang Wu' }] },
      { organizeId: 'O0', leaders: [{ userId: 'U3', userName: 'Zhao Liu' }] },
    ]);
    expect(directory.leaderOf?.('U1')).toEqual({ userId: 'U2', userName: 'Wang Wu' });
    expect(directory.membershipOf?.('U2')).toEqual({ roleIds: ['R1'], positionIds: [] });
    expect(directory.organisationsOf?.('U9')).toEqual([]);
  });
});
