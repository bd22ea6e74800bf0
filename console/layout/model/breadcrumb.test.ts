import { describe, expect, it } from 'vitest';
import { breadcrumbItems } from './breadcrumb';

describe('breadcrumb items (console spec §2.4)', () => {
  it('drops a name that repeats the one before it', () => {
    expect(breadcrumbItems(['系统管理', '系统管理'], '用户管理')).toEqual(['系统管理', '用户管理']);
  });

  it('keeps a trail of different names, and a page alone is just its title', () => {
    expect(breadcrumbItems(['Approval', 'Templates'], 'Settings')).toEqual([
      'Approval',
      'Templates',
      'Settings',
    ]);
    expect(breadcrumbItems([], 'Form designer')).toEqual(['Form designer']);
  });
});
