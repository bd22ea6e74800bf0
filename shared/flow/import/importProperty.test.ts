/**
 * Property: for random flowlong and wflow documents, every person and every condition item is either
 * present after import or covered by a report line (approximated or left out) at or above its path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeT } from '../testing';
import { walkTree } from '../tree';
import type { FlowNode } from '../types';
import { importFlow } from './index';

interface Item {
  path: string;
  key: string;
}

const person = fc.record({
  id: fc.constantFrom('u1', 'u2', 'u3', 'u4'),
  name: fc.constantFrom('Ann', 'Bo', 'Cy'),
});
const condition = fc.record({
  label: fc.constantFrom('Days', 'Amount'),
  field: fc.constantFrom('days', 'amount', ''),
  operator: fc.constantFrom('==', '>', '<=', 'include', '!='),
  value: fc.constantFrom('1', '7'),
});

const { flowlongNode } = fc.letrec<{ flowlongNode: unknown; branch: unknown }>((tie) => ({
  flowlongNode: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(undefined),
    fc.record({
      nodeName: fc.constantFrom('A', 'B'),
      type: fc.constantFrom(1, 2, 6, -1),
      setType: fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
      nodeAssigneeList: fc.array(person, { maxLength: 3 }),
      childNode: tie('flowlongNode'),
    }),
    fc
      .record({
        nodeName: fc.constantFrom('G', 'P', 'I', 'R'),
        type: fc.constantFrom(4, 8, 9, 23),
        conditionNodes: fc.array(tie('branch'), { maxLength: 3 }),
        parallelNodes: fc.array(tie('branch'), { maxLength: 3 }),
        inclusiveNodes: fc.array(tie('branch'), { maxLength: 3 }),
        routeNodes: fc.array(
          fc.record({
            nodeName: fc.constant('jump'),
            nodeKey: fc.constant('route:k1'),
            conditionList: fc.array(fc.array(condition, { maxLength: 2 }), { maxLength: 2 }),
          }),
          { maxLength: 2 },
        ),
        childNode: tie('flowlongNode'),
      })
      .map((node) => {
        const own = { 4: 'conditionNodes', 8: 'parallelNodes', 9: 'inclusiveNodes', 23: 'routeNodes' }[
          node.type
        ];
        const lists = ['conditionNodes', 'parallelNodes', 'inclusiveNodes', 'routeNodes'];
        return Object.fromEntries(
          Object.entries(node).filter(([name]) => !lists.includes(name) || name === own),
        );
      }),
  ),
  branch: fc.record({
    nodeName: fc.constantFrom('b1', 'b2'),
    type: fc.constantFrom(3, 1),
    conditionList: fc.array(fc.array(condition, { maxLength: 2 }), { maxLength: 2 }),
    childNode: tie('flowlongNode'),
  }),
}));

/** Persons (`nodeAssigneeList` / `assignedUser` entries) and condition items in the source, with paths. */
function sourceItems(value: unknown, path: string, out: { people: Item[]; conditions: Item[] }): void {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => sourceItems(entry, `${path}[${index}]`, out));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (/\.(nodeAssigneeList|assignedUser)\[\d+\]$/.test(path) && typeof record.name === 'string')
    out.people.push({ path, key: `${String(record.id)}|${record.name}` });
  else if (/conditionList\[\d+\]\[\d+\]$|conditions\[\d+\]$/.test(path))
    out.conditions.push({ path, key: String(record.field ?? record.id) });
  else
    for (const [name, child] of Object.entries(record))
      sourceItems(child, path ? `${path}.${name}` : name, out);
}

function treeItems(tree: FlowNode): { people: Set<string>; fields: Set<string> } {
  const people = new Set<string>();
  const fields = new Set<string>();
  walkTree(tree, (node) => {
    for (const list of [node.nodeUserList, node.nodeRoleList, node.nodeOrganizeList])
      (list ?? []).forEach((ref) => people.add(`${ref.id}|${ref.name}`));
    (node.conditionList ?? []).flat().forEach((item) => fields.add(item.field));
  });
  return { people, fields };
}

const covers = (linePath: string, itemPath: string) =>
  itemPath === linePath || itemPath.startsWith(`${linePath}.`) || itemPath.startsWith(`${linePath}[`);

function checkNothingSilentlyLost(document: Record<string, unknown>, root: string): void {
  const result = importFlow(document, { t: fakeT });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  const source = { people: [] as Item[], conditions: [] as Item[] };
  sourceItems(document[root], root, source);
  const kept = treeItems(result.tree);
  const lines = [...result.report.approximated, ...result.report.leftOut].map((line) => line.path);
  for (const item of source.people)
    if (!kept.people.has(item.key))
      expect(
        lines.some((line) => covers(line, item.path)),
        item.path,
      ).toBe(true);
  for (const item of source.conditions)
    if (!kept.fields.has(item.key))
      expect(
        lines.some((line) => covers(line, item.path)),
        item.path,
      ).toBe(true);
}

describe('import loses nothing silently (generated documents)', () => {
  it('flowlong: every approver, cc person and condition is kept or named in the report', () => {
    fc.assert(
      fc.property(flowlongNode, (child) => {
        checkNothingSilentlyLost(
          {
            key: 'p',
            name: 'P',
            nodeConfig: { nodeName: 'start', nodeKey: 'k0', type: 0, childNode: child },
          },
          'nodeConfig',
        );
      }),
      { numRuns: 200 },
    );
  });

  const wflowCondition = fc.record({
    id: fc.constantFrom('f1', 'f2', 'root'),
    title: fc.constant('Field'),
    valueType: fc.constantFrom('Number', 'String', 'User'),
    compare: fc.constantFrom('>', '=', 'B', 'IN', '??'),
    value: fc.array(fc.constantFrom('1', '2'), { maxLength: 2 }),
  });
  const { wflowNode } = fc.letrec<{ wflowNode: unknown }>((tie) => ({
    wflowNode: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant({}),
      fc.record({
        type: fc.constantFrom('APPROVAL', 'CC', 'DELAY'),
        name: fc.constant('N'),
        props: fc.record({
          assignedType: fc.constantFrom('ASSIGN_USER', 'ROLE', 'LEADER', 'SELF', 'SELF_SELECT'),
          assignedUser: fc.array(
            fc.record({
              id: fc.constantFrom('u1', 'u2'),
              name: fc.constantFrom('Ann', 'Bo'),
              type: fc.constantFrom('user', 'dept'),
            }),
            { maxLength: 3 },
          ),
        }),
        children: tie('wflowNode'),
      }),
      fc
        .record({
          type: fc.constantFrom('CONDITIONS', 'CONCURRENTS'),
          name: fc.constant('G'),
          branchs: fc.array(
            fc.record({
              type: fc.constant('CONDITION'),
              name: fc.constant('b'),
              props: fc.record({
                groupsType: fc.constantFrom('AND', 'OR'),
                groups: fc.array(
                  fc.record({
                    groupType: fc.constantFrom('AND', 'OR'),
                    conditions: fc.array(wflowCondition, { maxLength: 2 }),
                  }),
                  { maxLength: 2 },
                ),
              }),
              children: tie('wflowNode'),
            }),
            { maxLength: 3 },
          ),
          children: tie('wflowNode'),
        })
        .map((group) =>
          group.type === 'CONCURRENTS'
            ? {
                ...group,
                branchs: group.branchs.map((branch) => ({ ...branch, type: 'CONCURRENT', props: {} })),
              }
            : group,
        ),
    ),
  }));

  it('wflow: every approver, cc person and condition is kept or named in the report', () => {
    fc.assert(
      fc.property(wflowNode, (children) => {
        checkNothingSilentlyLost(
          { process: { id: 'root', type: 'ROOT', name: 'Start', props: {}, children } },
          'process',
        );
      }),
      { numRuns: 200 },
    );
  });
});
