import { describe, expect, it } from 'vitest';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { ancestorsIn } from './organisationAncestors';

const node = (id: string, children: TreeNode[] = []): TreeNode => ({
  id,
  label: id,
  kind: 'organize',
  children,
});

describe('ancestorsIn', () => {
  it('lists the organisations above, nearest first, once each', () => {
    const tree = [node('hq', [node('sales', [node('east'), node('west')]), node('it')])];
    expect(ancestorsIn(tree, ['east'])).toEqual(['sales', 'hq']);
    expect(ancestorsIn(tree, ['east', 'west', 'it'])).toEqual(['sales', 'hq']);
    expect(ancestorsIn(tree, ['hq', 'ghost'])).toEqual([]);
  });
});
