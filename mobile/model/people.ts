import type { UserOptionRow } from '@shared/api/modules/approval/schemas';

/** A node the server asked people for (designated or dynamic approvers, added cc people). */
export type PickNode = { id: string; nodeName: string; selectMode: number };

/** The people picked per node as the contract's `{ id, name }` pairs, in node order. */
export const peopleOf = (nodes: readonly PickNode[], picks: Record<string, UserOptionRow[]>) =>
  nodes.flatMap((node) =>
    (picks[node.id] ?? []).map((person) => ({ id: person.userId, name: person.nickName })),
  );

/** The assignor list of an approve or a start: the dynamic approvers picked, or nothing when none were asked. */
export const assignorsOf = (nodes: readonly PickNode[], picks: Record<string, UserOptionRow[]>) =>
  nodes.length ? peopleOf(nodes, picks) : undefined;
