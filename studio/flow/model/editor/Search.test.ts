import { describe, expect, it } from 'vitest';
import { renameNodeCommand } from '../commands';
import { Search } from './Search';
import { Selection } from './Selection';
import { addChain, testContext } from './testContext';
import { Viewport } from './Viewport';

function setup() {
  const { context, doc, view } = testContext();
  const [first = '', second = '', third = ''] = addChain(doc, 'approver', 'cc', 'approver');
  doc.run(renameNodeCommand(doc, first, 'Team lead'));
  doc.history.breakMerge();
  doc.run(renameNodeCommand(doc, third, 'Lead of finance'));
  return {
    search: new Search(context, new Selection(context, new Viewport(context))),
    view,
    first,
    second,
    third,
  };
}

describe('Search', () => {
  it('focuses match after match, round again, and counts them', () => {
    const { search, view, first, third } = setup();
    expect(search.matches('  LEAD ').map((box) => box.id)).toEqual([first, third]);
    search.setQuery('lead');
    search.next();
    expect(search.result).toEqual({ index: 0, count: 2 });
    expect(view.selectedId).toBe(first);
    search.next();
    expect(search.result).toEqual({ index: 1, count: 2 });
    expect(view.selectedId).toBe(third);
    search.next();
    expect(search.result).toEqual({ index: 0, count: 2 });
    expect(view.selectedId).toBe(first);
  });

  it('starts again from the first match when the query changes, and says when nothing matches', () => {
    const { search, view, first } = setup();
    search.setQuery('lead');
    search.next();
    search.next();
    search.setQuery('Lead');
    expect(search.result).toBeNull();
    search.next();
    expect(search.result).toEqual({ index: 0, count: 2 });
    search.setQuery('nobody');
    search.next();
    expect(search.result).toEqual({ index: 0, count: 0 });
    expect(view.selectedId).toBe(first);
    search.setQuery('   ');
    search.next();
    expect(search.result).toEqual({ index: 0, count: 0 });
  });
});
