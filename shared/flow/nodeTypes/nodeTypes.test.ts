import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIdGenerator } from '../ids';
import type { Translate } from '../messages';
import { NodeType, SetType } from '../types';
import type { FlowNode, NodeTypeCode } from '../types';
import {
  NODE_TYPES,
  NODE_TYPE_NAMES,
  UNKNOWN_NODE_TYPE,
  createApproverNode,
  createCcNode,
  createMergeNode,
  createStartNode,
  nodeTypeOf,
} from './index';

const codes = Object.values(NodeType) as NodeTypeCode[];

describe('node-type registry', () => {
  it('has one definition for every node type of the flow schema, under its own code', () => {
    expect(
      Object.keys(NODE_TYPES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...codes].sort((a, b) => a - b));
    for (const code of codes) {
      expect(NODE_TYPES[code].code).toBe(code);
      expect(nodeTypeOf(code)).toBe(NODE_TYPES[code]);
    }
    expect(new Set(NODE_TYPE_NAMES).size).toBe(codes.length);
  });

  it('treats a code outside the spec as a plain step', () => {
    expect(nodeTypeOf(5)).toBe(UNKNOWN_NODE_TYPE);
    expect(UNKNOWN_NODE_TYPE).toMatchObject({
      role: 'step',
      entry: 'pass',
      isDeletable: true,
      hasPrivileges: false,
    });
  });

  it('keeps the facts each type had before the registry', () => {
    const facts = (code: NodeTypeCode) => {
      const definition = NODE_TYPES[code];
      return [
        definition.role,
        definition.isDeletable,
        definition.hasPrivileges,
        definition.isNameRequired,
        definition.entry,
        definition.tone,
      ];
    };
    expect(codes.map((code) => [code, ...facts(code)])).toEqual([
      [NodeType.Start, 'start', false, true, true, 'pass', 'start'],
      [NodeType.Approver, 'step', true, true, true, 'task', 'approver'],
      [NodeType.Cc, 'step', true, true, true, 'notify', 'cc'],
      [NodeType.ConditionBranch, 'branch', false, false, true, 'pass', 'plain'],
      [NodeType.BranchGroup, 'group', true, false, true, 'branches', 'plain'],
      [NodeType.Handler, 'step', true, true, true, 'task', 'handler'],
      [NodeType.OpinionBranch, 'branch', false, false, true, 'pass', 'plain'],
      [NodeType.Other, 'step', true, false, true, 'pass', 'plain'],
      [NodeType.ParallelBranch, 'branch', false, false, true, 'pass', 'plain'],
      [NodeType.Merge, 'merge', false, false, false, 'pass', 'merge'],
    ]);
    expect(codes.filter((code) => NODE_TYPES[code].isReorderable)).toEqual([
      NodeType.ConditionBranch,
      NodeType.ParallelBranch,
    ]);
    expect(NODE_TYPES[NodeType.Cc].assignee?.setTypes).toEqual([SetType.Members]);
    expect(NODE_TYPES[NodeType.Handler].task?.canReject).toBe(false);
    expect(NODE_TYPES[NodeType.Approver].task).toEqual({
      canReject: true,
      isReturnTarget: true,
      isDeduplicated: true,
      decidesOpinion: true,
    });
  });

  it('makes new nodes of the type its factory belongs to', () => {
    const t: Translate = (key) => key;
    const ctx = { newId: createIdGenerator(), t };
    const made: FlowNode[] = [
      createStartNode(ctx),
      createApproverNode(ctx, 'p'),
      createCcNode(ctx, 'p'),
      createMergeNode(ctx, 'p'),
    ];
    expect(made.map((node) => nodeTypeOf(node.type).name)).toEqual(['start', 'approver', 'cc', 'merge']);
    expect(made.map((node) => node.nodeName)).toEqual(made.map((node) => nodeTypeOf(node.type).labelKey));
  });
});

/** Source files outside the registry that may still compare node types, each with the reason. */
const PENDING: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('per-type facts live only in the registry', () => {
  it('no source outside shared/flow/nodeTypes decides by comparing node types', () => {
    const root = join(__dirname, '..', '..', '..');
    const typeTest = /(?:===|!==|case)\s*NodeType\.\w+|NodeType\.\w+\s*(?:===|!==)|\.type\s*(?:===|!==)\s*\d/;
    const offenders = ['shared', 'server', 'studio', 'runtime']
      .flatMap((top) => sourceFiles(join(root, top)))
      .map((path) => relative(root, path).split(sep).join('/'))
      .filter((path) => !path.startsWith('shared/flow/nodeTypes/') && PENDING[path] === undefined)
      .filter((path) => typeTest.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
