/**
 * A directory that answers from the tenant's people when they are loaded, and otherwise stops the (pure,
 * synchronous) engine step with `NeedsDirectory`, so the caller loads them and runs the step again. Steps that
 * only touch named members never pay for reading users, roles and positions.
 */
import type { Directory } from '../../../engine';
import { directoryOf } from '../directory';
import type { TenantPeople } from '../directory';

/** Thrown by a directory look-up before the people are loaded. */
export class NeedsDirectory extends Error {
  constructor() {
    super('directory needed');
  }
}

const missing = (): never => {
  throw new NeedsDirectory();
};

const unloaded: Directory = {
  usersOfRoles: missing,
  usersOfOrganisations: missing,
  usersOfPositions: missing,
  tenantAdmin: missing,
  userById: missing,
  delegateOf: missing,
  leaderOf: missing,
  organisationsOf: missing,
  membershipOf: missing,
};

export const lazyDirectory = (
  people: TenantPeople | undefined,
  delegates?: ReadonlyMap<string, string>,
): Directory => (people ? directoryOf(people, delegates) : unloaded);
