import { describe, expect, it } from 'vitest';
import { createNode, createStartNode } from '@shared/flow/factories';
import { fakeT, testFactoryContext } from '@shared/flow/testing';
import { insertAfter, updateNode } from '@shared/flow/treeEdit';
import type { FlowNode } from '@shared/flow/types';
import type { FlowT } from '../useFlowT';
import { CardTextCache } from './CardTextCache';

const t = fakeT as unknown as FlowT;

describe('CardTextCache', () => {
  it('keeps the text of a node copied for a change below it, and renews it when the node itself changes', () => {
    const ctx = testFactoryContext();
    const cache = new CardTextCache();
    let root = insertAfter(createStartNode(ctx), 'n1', createNode(ctx, 'approver', 'n1'));
    const first = cache.text(root, t);
    const approver = cache.text(root.childNode as FlowNode, t);
    root = insertAfter(root, 'n2', createNode(ctx, 'cc', 'n2')); // the start node is copied, unchanged
    expect(cache.text(root, t)).toBe(first);
    root = insertAfter(root, 'n1', createNode(ctx, 'cc', 'n1')); // the approver now hangs after the new cc (new pid)
    expect(cache.text(root.childNode?.childNode as FlowNode, t)).toBe(approver);
    root = updateNode(root, 'n1', { nodeName: 'Applicant' });
    const renamed = cache.text(root, t);
    expect(renamed).not.toBe(first);
    expect(renamed.title).toBe('Applicant');
    root = updateNode(root, 'n1', { content: 'Everyone' });
    expect(cache.text(root, t).body).toBe('Everyone');
  });

  it('adds a figures line to a card text, keeping the same object while text and line stay the same', () => {
    const cache = new CardTextCache();
    const base = { title: 'Approve', body: 'Li Si' };
    expect(cache.withLabel('n1', base, undefined)).toBe(base);
    const labelled = cache.withLabel('n1', base, 'p90 2 hours · 3 open');
    expect(labelled).toEqual({ ...base, label: 'p90 2 hours · 3 open' });
    expect(cache.withLabel('n1', base, 'p90 2 hours · 3 open')).toBe(labelled);
    expect(cache.withLabel('n1', base, 'p90 3 hours · 3 open').label).toBe('p90 3 hours · 3 open');
    expect(cache.withLabel('n1', { ...base }, 'p90 3 hours · 3 open')).not.toBe(labelled);
  });
});
