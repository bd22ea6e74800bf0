import { describe, expect, it } from 'vitest';
import { defaultSummaryFields } from './formSummary';

describe('defaultSummaryFields', () => {
  const field = (key: string, required = false) => ({ key, label: key, type: 'input', required });

  it('shows the first 3 fields, required ones first, form order kept otherwise', () => {
    const fields = [field('a'), field('b', true), field('c'), field('d', true), field('e')];
    expect(defaultSummaryFields(fields).map((entry) => entry.key)).toEqual(['b', 'd', 'a']);
  });

  it('returns fewer when the form has fewer fields', () => {
    expect(defaultSummaryFields([field('a')]).map((entry) => entry.key)).toEqual(['a']);
    expect(defaultSummaryFields([])).toEqual([]);
  });
});
