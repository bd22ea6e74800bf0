import { describe, expect, it } from 'vitest';
import { CommandHistory } from './CommandHistory';
import { manualClock } from './manualClock';
import type { Counter, TestKind } from './testCommands';
import { AddCommand, AppendCommand, SetCommand } from './testCommands';

function setup() {
  const clock = manualClock(0);
  const history = new CommandHistory<TestKind>({ clock: clock.now });
  const doc: Counter = { value: 0, log: [] };
  return { clock, history, doc };
}

describe('CommandHistory: groups and marks', () => {
  it('records a group as one entry that undoes and redoes as a unit', () => {
    const { history, doc } = setup();
    const mark = history.beginGroup('append');
    history.execute(new AppendCommand(doc, 'a'));
    history.execute(new AddCommand(doc, 2));
    history.execute(new AppendCommand(doc, 'b'));
    expect(history.isGrouping).toBe(true);
    expect(history.canUndo).toBe(false);
    expect(history.endGroup(mark)).toBe(true);
    expect(history.undoCount).toBe(1);
    expect(history.peekUndo()).toBe('append');
    history.undo();
    expect(doc).toEqual({ value: 0, log: [] });
    history.redo();
    expect(doc).toEqual({ value: 2, log: ['a', 'b'] });
  });

  it('takes the first command kind when the group has none', () => {
    const { history, doc } = setup();
    history.beginGroup();
    history.execute(new AddCommand(doc, 1));
    history.execute(new AppendCommand(doc, 'x'));
    history.endGroup();
    expect(history.peekUndo()).toBe('add');
  });

  it('records nothing for an empty group and keeps the redo list', () => {
    const { history, doc } = setup();
    history.execute(new AddCommand(doc, 1));
    history.undo();
    history.endGroup(history.beginGroup());
    expect(history.undoCount).toBe(0);
    expect(history.canRedo).toBe(true);
  });

  it('rollbackToMark restores the start of a cancelled gesture and records nothing', () => {
    const { history, doc } = setup();
    history.execute(new AddCommand(doc, 1));
    const mark = history.mark();
    history.execute(new SetCommand(doc, 40));
    history.execute(new SetCommand(doc, 50));
    history.execute(new AppendCommand(doc, 'moved'));
    expect(history.rollbackToMark(mark)).toBe(true);
    expect(doc).toEqual({ value: 1, log: [] });
    expect(history.undoCount).toBe(1);
    expect(history.isGrouping).toBe(false);
    expect(history.rollbackToMark(mark)).toBe(false);
  });

  it('keeps the redo list when a gesture is cancelled, clears it when one is committed', () => {
    const { history, doc } = setup();
    history.execute(new AddCommand(doc, 1));
    history.undo();
    const cancelled = history.mark();
    history.execute(new AddCommand(doc, 5));
    history.cancelGroup(cancelled);
    expect(history.canRedo).toBe(true);
    const committed = history.mark();
    history.execute(new AddCommand(doc, 5));
    history.endGroup(committed);
    expect(history.canRedo).toBe(false);
    expect(doc.value).toBe(5);
  });

  it('folds nested groups into the outer one', () => {
    const { history, doc } = setup();
    const outer = history.beginGroup();
    history.execute(new AppendCommand(doc, 'a'));
    const inner = history.beginGroup();
    history.execute(new AppendCommand(doc, 'b'));
    history.endGroup(inner);
    expect(history.undoCount).toBe(0);
    history.endGroup(outer);
    expect(history.undoCount).toBe(1);
    history.undo();
    expect(doc.log).toEqual([]);
  });

  it('rolling back an inner mark keeps the outer group’s earlier changes', () => {
    const { history, doc } = setup();
    const outer = history.beginGroup();
    history.execute(new AppendCommand(doc, 'a'));
    const inner = history.mark();
    history.execute(new AppendCommand(doc, 'b'));
    history.rollbackToMark(inner);
    expect(doc.log).toEqual(['a']);
    history.endGroup(outer);
    history.undo();
    expect(doc.log).toEqual([]);
  });

  it('ending an outer mark also closes groups left open inside it', () => {
    const { history, doc } = setup();
    const outer = history.beginGroup();
    history.beginGroup();
    history.execute(new AppendCommand(doc, 'a'));
    history.endGroup(outer);
    expect(history.isGrouping).toBe(false);
    expect(history.undoCount).toBe(1);
  });

  it('refuses undo and redo while a gesture is open', () => {
    const { history, doc } = setup();
    history.execute(new AddCommand(doc, 1));
    history.beginGroup();
    expect(history.undo()).toBe(false);
    expect(doc.value).toBe(1);
  });

  it('a grouped entry does not absorb a following mergeable command', () => {
    const { history, doc } = setup();
    history.transact(() => history.execute(new SetCommand(doc, 1)));
    history.execute(new SetCommand(doc, 2));
    expect(history.undoCount).toBe(2);
  });

  it('transact rolls back and rethrows when the work fails', () => {
    const { history, doc } = setup();
    expect(() =>
      history.transact(() => {
        history.execute(new AddCommand(doc, 3));
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(doc.value).toBe(0);
    expect(history.canUndo).toBe(false);
    expect(history.transact(() => history.execute(new AddCommand(doc, 2)))).toBe(true);
    expect(history.undoCount).toBe(1);
  });

  it('reports group and cancel to listeners', () => {
    const { history, doc } = setup();
    const events: string[] = [];
    history.subscribe((event) => events.push(`${event.type}:${event.kind ?? ''}`));
    history.transact(() => history.execute(new AddCommand(doc, 1)), 'add');
    const mark = history.mark('append');
    history.rollbackToMark(mark);
    expect(events).toEqual(['group:add', 'cancel:append']);
  });
});
