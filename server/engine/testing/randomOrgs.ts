/**
 * fast-check arbitraries for organisation trees with leaders (property tests only): each organisation's parent
 * comes before it, leaders may be missing, and the applicant may lead their own organisation (or more).
 */
import fc from 'fast-check';
import type { Directory, OrganisationLevel } from '../types';
import { user } from './flowBuilders';

export const LEADER_POOL = ['init', 'u1', 'u2', 'u3', 'u4', 'l1', 'l2'];

export interface OrgTree {
  /** Parent index of each organisation (-1: a top organisation); parents come first. */
  parents: number[];
  leaders: string[][];
  /** The applicant's organisation, or -1 for none. */
  applicantOrg: number;
  roleIds: string[];
}

export const orgTree: fc.Arbitrary<OrgTree> = fc.integer({ min: 1, max: 7 }).chain((size) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: size }, (_, index) => fc.integer({ min: -1, max: index - 1 }))),
    leaders: fc.tuple(
      ...Array.from({ length: size }, () => fc.subarray(LEADER_POOL, { minLength: 0, maxLength: 2 })),
    ),
    applicantOrg: fc.integer({ min: -1, max: size - 1 }),
    roleIds: fc.subarray(['r1', 'r2']),
  }),
);

/** The applicant's organisation and those above it, nearest first. */
export function chainOf(tree: OrgTree, from = tree.applicantOrg): OrganisationLevel[] {
  const levels: OrganisationLevel[] = [];
  for (let index = from; index >= 0; index = tree.parents[index] ?? -1)
    levels.push({ organizeId: `o${index}`, leaders: (tree.leaders[index] ?? []).map(user) });
  return levels;
}

/** Adds the tree's look-ups for the applicant ('init') to a directory. */
export function withOrgTree(directory: Directory, tree: OrgTree): Directory {
  return {
    ...directory,
    organisationsOf: (userId) => (userId === 'init' ? chainOf(tree) : []),
    membershipOf: (userId) => ({ roleIds: userId === 'init' ? tree.roleIds : [], positionIds: [] }),
  };
}
