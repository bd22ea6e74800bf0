/** Test helpers: a flow document with predictable ids and clock, and an execute/undo/redo check. */
import { expect } from 'vitest';
import { manualClock } from '@studio/common/history';
import { fakeT } from '@shared/flow/testing';
import type { Command } from '@studio/common/history';
import type { FlowCommandKind } from './commands/FlowCommandKind';
import { FlowDocument } from './FlowDocument';
import type { FlowDocumentInit } from './FlowDocument';

export function testDocument(init?: FlowDocumentInit) {
  const clock = manualClock();
  let seed = 0;
  // a cheap deterministic random source
  const random = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  const doc = new FlowDocument({ t: fakeT, clock: clock.now, random }, init);
  return { doc, clock };
}

/**
 * Runs `command`, checks `after`, undoes (state must be exactly as before), redoes (exactly as after).
 */
export function expectExecuteUndoRedo(
  doc: FlowDocument,
  command: Command<FlowCommandKind>,
  after: () => void,
): void {
  const before = { root: doc.root, info: doc.basicInfo, settings: doc.settings };
  expect(doc.run(command)).toBe(true);
  after();
  const done = { root: doc.root, info: doc.basicInfo, settings: doc.settings };
  expect(doc.undo()).toBe(true);
  expect({ root: doc.root, info: doc.basicInfo, settings: doc.settings }).toEqual(before);
  expect(doc.root).toBe(before.root);
  expect(doc.redo()).toBe(true);
  expect(doc.root).toBe(done.root);
  expect(doc.basicInfo).toBe(done.info);
  expect(doc.settings).toBe(done.settings);
  after();
}
