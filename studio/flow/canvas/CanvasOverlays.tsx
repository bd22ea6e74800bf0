/** DOM overlays of the canvas: the in-place name editor and the delete confirmation (asked by pointer or key). */
import { useEffect, useRef } from 'react';
import { Alert, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { findNode } from '@shared/flow/tree';
import type { FlowEditor } from '../model/editor';
import type { FlowT } from '../useFlowT';
import { CARD_HEADER } from './drawFlow';

export interface OverlayProps {
  editor: FlowEditor;
  t: FlowT;
}

function toScreen(editor: FlowEditor, x: number, y: number) {
  const scale = editor.view.zoom / 100;
  return { left: x * scale + editor.view.pan.x, top: y * scale + editor.view.pan.y, scale };
}

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
      canEscapeKeyCancel
      confirmButtonText={t('delete.confirm')}
      cancelButtonText={t('delete.cancel')}
      onConfirm={() => editor.deletion.confirm()}
      onCancel={() => editor.deletion.cancel()}
    >
      <p>{t('delete.message', { name: node?.nodeName ?? '' })}</p>
    </Alert>
  );
});
