/**
 * The add menu at a plus button. Opened by pointer or by key, it takes the focus (first item), moves with the
 * arrows, Home and End, adds with Enter and closes with Escape; focus then goes back where it was.
 */
import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Menu, MenuItem } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { NewNodeKind } from '@shared/flow/factories';
import type { FlowEditor } from '../model/editor';
import type { FlowT, FlowUiKey } from '../useFlowT';

export interface AddMenuOverlayProps {
  editor: FlowEditor;
  t: FlowT;
}

/** How each kind the menu offers looks (which kinds it offers is the add menu's answer). */
const ADD_LOOKS: Record<NewNodeKind, { label: FlowUiKey; icon: IconName }> = {
  approver: { label: 'add.approver', icon: 'person' },
  handler: { label: 'add.handler', icon: 'hand' },
  branchGroup: { label: 'add.branch', icon: 'git-branch' },
  cc: { label: 'add.cc', icon: 'send-message' },
  parallelGroup: { label: 'add.parallel', icon: 'split-columns' },
  opinionGroup: { label: 'add.opinion', icon: 'comment' },
};

/** The item a key moves the focus to, from item `index` of `count`, or null for another key. */
function nextItem(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export const AddMenuOverlay = observer(function AddMenuOverlay({ editor, t }: AddMenuOverlayProps) {
  const afterId = editor.addMenu.afterId;
  const slot = afterId ? editor.layout.slots.find((candidate) => candidate.afterId === afterId) : undefined;
  const box = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const isShown = slot !== undefined;
  useLayoutEffect(() => {
    if (!isShown) return;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement ? active : null;
    box.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [isShown, afterId]);
  if (!slot) return null;

  /** Focus goes back first, so a view that follows the selection (the outline) moves it on from there. */
  const giveBackFocus = () => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };
  const close = () => {
    giveBackFocus();
    editor.addMenu.close();
  };
  const add = (kind: NewNodeKind) => {
    giveBackFocus();
    editor.addMenu.add(afterId, kind);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // the menu sits inside the canvas: its keys are not canvas shortcuts
    event.stopPropagation();
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
      return;
    }
    const items = [...(box.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.findIndex((item) => item === document.activeElement);
    const next = nextItem(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };
  const scale = editor.view.zoom / 100;
  const left = slot.x * scale + editor.view.pan.x;
  const top = slot.y * scale + editor.view.pan.y;
  return (
    <>
      <div className="flow-overlay-backdrop" onClick={close} />
      <div
        ref={box}
        className="flow-add-menu"
        style={{ left: left + 18, top: top - 12 }}
        onKeyDown={onKeyDown}
      >
        <Menu aria-label={t('add.title')}>
          {editor.addMenu.choices.map((kind) => (
            <MenuItem
              key={kind}
              icon={ADD_LOOKS[kind].icon}
              text={t(ADD_LOOKS[kind].label)}
              onClick={() => add(kind)}
            />
          ))}
        </Menu>
      </div>
    </>
  );
});
