import { describe, expect, it } from 'vitest';
import { testFactoryContext } from '@shared/flow/testing';
import { collectIds, countNodes } from '@shared/flow/tree';
import { generateFlow } from './generateFlow';

describe('generateFlow', () => {
  it.each([1, 100, 1000])('makes exactly %i nodes with unique ids', (size) => {
    const root = generateFlow(testFactoryContext(), size);
    expect(countNodes(root)).toBe(size);
    expect(collectIds(root).size).toBe(size);
  });
});
