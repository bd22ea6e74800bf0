import { describe, expect, it } from 'vitest';
import { ENTRY_NAME_MAX, entryNameProblem } from './entryNames';

describe('bucket and folder names', () => {
  it('refuses an empty name, one over the limit and one with a slash; takes anything else', () => {
    expect(entryNameProblem('')).toBe('nameRequired');
    expect(entryNameProblem('x'.repeat(ENTRY_NAME_MAX + 1))).toBe('nameTooLong');
    expect(entryNameProblem('报'.repeat(ENTRY_NAME_MAX))).toBeUndefined();
    expect(entryNameProblem('a/b')).toBe('nameSlash');
    expect(entryNameProblem('Reports 2026')).toBeUndefined();
  });
});
