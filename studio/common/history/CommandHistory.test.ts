import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CommandHistory } from './CommandHistory';
import { manualClock } from './manualClock';
import type { Counter, TestKind } from './testCommands';
import { AddCommand, AppendCommand, SetCommand } from './testCommands';

function setup(options: { limit?: number; mergeWindowMs?: number } = {}) {
  const clock = manualClock(1000);
  const history = new CommandHistory<TestKind>({ ...options, clock: clock.now });
  const doc: Counter = { value: 0, log: [] };
  return { clock, history, doc };
}

describe('CommandHistory: execute, undo, redo', () => {
  it('executes, undoes and redoes a command', () => {
    const { history, doc } = setup();
    expect(history.canUndo).toBe(false);
    expect(history.execute(new AddCommand(doc, 5))).toBe(true);
    expect(doc.value).toBe(5);
    expect(history.canUndo).toBe(true);
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBe(true);
    expect(doc.value).toBe(0);
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(true);
    expect(history.redo()).toBe(true);
    expect(doc.value).toBe(5);
    expect(history.canRedo).toBe(false);
  });

  it('undo and redo with nothing to do return false and change nothing', () => {
    const { history, doc } = setup();
    expect(history.undo()).toBe(false);
    expect(history.redo()).toBe(false);
    expect(doc.value).toBe(0);
  });

  it('undoes several entries in reverse order', () => {
    const { history, doc, clock } = setup();
    history.execute(new AppendCommand(doc, 'a'));
    clock.advance(500);
    history.execute(new AppendCommand(doc, 'b'));
    history.undo();
    expect(doc.log).toEqual(['a']);
    history.undo();
    expect(doc.log).toEqual([]);
    history.redo();
    history.redo();
    expect(doc.log).toEqual(['a', 'b']);
  });

  it('does not execute or record a command whose canExecute is false', () => {
    const { history, doc } = setup();
    expect(history.execute(new AddCommand(doc, 5, true))).toBe(false);
    expect(doc.value).toBe(0);
    expect(history.canUndo).toBe(false);
  });

  it('a new change clears the redo list', () => {
    const { history, doc, clock } = setup();
    history.execute(new AddCommand(doc, 1));
    clock.advance(300);
    history.execute(new AddCommand(doc, 2));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.execute(new AddCommand(doc, 10));
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(false);
    expect(doc.value).toBe(11);
  });

  it('exposes canUndo and canRedo as observables', () => {
    const { history, doc } = setup();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${history.canUndo}/${history.canRedo}`));
    history.execute(new AddCommand(doc, 1));
    history.undo();
    stop();
    expect(seen).toEqual(['false/false', 'true/false', 'false/true']);
  });

  it('tells listeners what happened, and stops after unsubscribe', () => {
    const { history, doc } = setup();
    const events: string[] = [];
    const stop = history.subscribe((event) => events.push(`${event.type}:${event.kind ?? ''}`));
    history.execute(new AddCommand(doc, 1));
    history.undo();
    history.redo();
    stop();
    history.undo();
    expect(events).toEqual(['execute:add', 'undo:add', 'redo:add']);
  });

  it('clear forgets all entries but keeps the document', () => {
    const { history, doc } = setup();
    history.execute(new AddCommand(doc, 3));
    history.clear();
    expect(history.canUndo).toBe(false);
    expect(doc.value).toBe(3);
  });

  it('reports the kind of the next undo and redo', () => {
    const { history, doc } = setup();
    history.execute(new AppendCommand(doc, 'x'));
    expect(history.peekUndo()).toBe('append');
    history.undo();
    expect(history.peekRedo()).toBe('append');
  });
});

describe('CommandHistory: merge window', () => {
  it('merges a same-kind change 200 ms after the previous one (boundary included)', () => {
    const { history, doc, clock } = setup();
    history.execute(new SetCommand(doc, 1));
    clock.advance(200);
    history.execute(new SetCommand(doc, 2));
    expect(history.undoCount).toBe(1);
    history.undo();
    expect(doc.value).toBe(0);
    history.redo();
    expect(doc.value).toBe(2);
  });

  it('does not merge a change 201 ms after the previous one', () => {
    const { history, doc, clock } = setup();
    history.execute(new SetCommand(doc, 1));
    clock.advance(201);
    history.execute(new SetCommand(doc, 2));
    expect(history.undoCount).toBe(2);
    history.undo();
    expect(doc.value).toBe(1);
  });

  it('measures the window from the last change, so a steady stream stays one entry', () => {
    const { history, doc, clock } = setup();
    for (let step = 1; step <= 6; step += 1) {
      history.execute(new SetCommand(doc, step));
      clock.advance(150);
    }
    expect(history.undoCount).toBe(1);
    history.undo();
    expect(doc.value).toBe(0);
  });

  it('does not merge different kinds or commands without mergeWith', () => {
    const { history, doc } = setup();
    history.execute(new SetCommand(doc, 1));
    history.execute(new AddCommand(doc, 1));
    history.execute(new AddCommand(doc, 1));
    expect(history.undoCount).toBe(3);
  });

  it('honours a custom window', () => {
    const { history, doc, clock } = setup({ mergeWindowMs: 50 });
    history.execute(new SetCommand(doc, 1));
    clock.advance(60);
    history.execute(new SetCommand(doc, 2));
    expect(history.undoCount).toBe(2);
  });

  it('does not merge into an entry after undo, nor after breakMerge', () => {
    const { history, doc } = setup();
    history.execute(new SetCommand(doc, 1));
    history.execute(new AddCommand(doc, 1));
    history.undo();
    history.execute(new SetCommand(doc, 7));
    expect(history.undoCount).toBe(2);
    history.breakMerge();
    history.execute(new SetCommand(doc, 8));
    expect(history.undoCount).toBe(3);
  });
});

describe('CommandHistory: limit', () => {
  it('keeps 20 entries by default, dropping the oldest', () => {
    const { history, doc, clock } = setup();
    for (let index = 0; index < 25; index += 1) {
      history.execute(new AppendCommand(doc, `w${index}`));
      clock.advance(1000);
    }
    expect(history.undoCount).toBe(20);
    while (history.undo()) {
      /* undo everything that is kept */
    }
    expect(doc.log).toEqual(['w0', 'w1', 'w2', 'w3', 'w4']);
  });

  it('applies a configured limit', () => {
    const { history, doc } = setup({ limit: 3 });
    for (let index = 0; index < 5; index += 1) history.execute(new AddCommand(doc, 1));
    expect(history.undoCount).toBe(3);
    while (history.undo()) {
      /* undo everything that is kept */
    }
    expect(doc.value).toBe(2);
  });

  it('rejects a limit below 1 and a negative window', () => {
    expect(() => new CommandHistory({ limit: 0 })).toThrow(RangeError);
    expect(() => new CommandHistory({ limit: 2.5 })).toThrow(RangeError);
    expect(() => new CommandHistory({ mergeWindowMs: -1 })).toThrow(RangeError);
    expect(new CommandHistory({ limit: Infinity }).limit).toBe(Infinity);
  });
});
