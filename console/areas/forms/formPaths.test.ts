import { describe, expect, it } from 'vitest';
import { designerPath, formIdOfPath, parseJsonContent } from './formPaths';

describe('form paths', () => {
  it('round-trips a form id through the designer path', () => {
    expect(formIdOfPath(designerPath('a/b 1'))).toBe('a/b 1');
    expect(formIdOfPath('/workflow/form-designer/new')).toBe('new');
    expect(formIdOfPath('/elsewhere')).toBe('new');
  });

  it('parses stored JSON and tolerates broken content', () => {
    expect(parseJsonContent('{"list":[]}')).toEqual({ list: [] });
    expect(parseJsonContent('{')).toBeUndefined();
  });
});
