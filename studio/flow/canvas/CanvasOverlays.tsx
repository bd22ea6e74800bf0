/** DOM overlays of the canvas: the add menu at a plus button, the in-place name editor, delete confirmation. */
import { useEffect, useRef } from 'react';
import { Alert, Intent, Menu, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { NewNodeKind } from '@shared/flow/factories';
import { findNode } from '@shared/flow/tree';
import type { FlowEditor } from '../model/editor';
import type { FlowT } from '../useFlowT';
import { CARD_HEADER } from './drawFlow';

export interface OverlayProps {
  editor: FlowEditor;
  t: FlowT;
}

const ADD_CHOICES: { kind: NewNodeKind; icon: 'person' | 'git-branch' | 'send-message' | 'split-columns' }[] =
  [
    { kind: 'approver', icon: 'person' },
    { kind: 'branchGroup', icon: 'git-branch' },
    { kind: 'cc', icon: 'send-message' },
    { kind: 'parallelGroup', icon: 'split-columns' },
  ];

const ADD_LABELS = {
  approver: 'add.approver',
  branchGroup: 'add.branch',
  cc: 'add.cc',
  parallelGroup: 'add.parallel',
  opinionGroup: 'add.branch',
} as const;

function toScreen(editor: FlowEditor, x: number, y: number) {
  const scale = editor.view.zoom / 100;
  return { left: x * scale + editor.view.pan.x, top: y * scale + editor.view.pan.y, scale };
}

export const AddMenu = observer(function AddMenu({ editor, t }: OverlayProps) {
  const afterId = editor.addMenu.afterId;
  const slot = afterId ? editor.layout.slots.find((candidate) => candidate.afterId === afterId) : undefined;
  if (!slot) return null;
  const { left, top } = toScreen(editor, slot.x, slot.y);
  return (
    <>
      <div className="flow-overlay-backdrop" onClick={() => editor.addMenu.close()} />
      <div className="flow-add-menu" style={{ left: left + 18, top: top - 12 }}>
        <Menu aria-label={t('add.title')}>
          {ADD_CHOICES.map((choice) => (
            <MenuItem
              key={choice.kind}
              icon={choice.icon}
              text={t(ADD_LABELS[choice.kind])}
              onClick={() => editor.addMenu.add(afterId, choice.kind)}
            />
          ))}
        </Menu>
      </div>
    </>
  );
});

export const NameEditor = observer(function NameEditor({ editor, t }: OverlayProps) {
  const id = editor.renaming.editingId;
  const box = id
    ? editor.layout.boxes.find((candidate) => candidate.id === id && candidate.kind === 'node')
    : undefined;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.select();
  }, [id]);
  if (!box) return null;
  const { left, top, scale } = toScreen(editor, box.x, box.y);
  const finish = (value: string | null) => editor.renaming.finish(value);
  return (
    <input
      ref={input}
      className="flow-name-editor"
      aria-label={t('canvas.nodeName')}
      defaultValue={findNode(editor.doc.root, id)?.nodeName ?? ''}
      style={{ left, top, width: box.width * scale, height: CARD_HEADER * scale }}
      autoFocus
      onBlur={(event) => finish(event.currentTarget.value)}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish(event.currentTarget.value);
        if (event.key === 'Escape') finish(null);
      }}
    />
  );
});

export const DeleteConfirm = observer(function DeleteConfirm({ editor, t }: OverlayProps) {
  const { pendingId } = editor.deletion;
  const node = pendingId ? findNode(editor.doc.root, pendingId) : undefined;
  return (
    <Alert
      isOpen={node !== undefined}
      intent={Intent.DANGER}
      icon="trash"
      confirmButtonText={t('delete.confirm')}
      cancelButtonText={t('delete.cancel')}
      onConfirm={() => editor.deletion.confirm()}
      onCancel={() => editor.deletion.cancel()}
    >
      <p>{t('delete.message', { name: node?.nodeName ?? '' })}</p>
    </Alert>
  );
});
