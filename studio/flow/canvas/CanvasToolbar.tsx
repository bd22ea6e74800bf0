/** Canvas controls: zoom (50–200 by 25), fit, full screen, undo/redo, search and image export. */
import { useEffect } from 'react';
import { Button, ButtonGroup, InputGroup, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowEditor } from '../model/editor';
import type { FlowT } from '../useFlowT';
import { KeyboardHelpButton } from './KeyboardHelp';

export interface CanvasToolbarProps {
  editor: FlowEditor;
  t: FlowT;
  /** An export is being drawn (a large flow takes a moment): the button waits. */
  isExporting?: boolean;
  onExport(): void;
}

export const CanvasToolbar = observer(function CanvasToolbar({
  editor,
  t,
  isExporting = false,
  onExport,
}: CanvasToolbarProps) {
  const { view, doc, viewport, search } = editor;
  const { result } = search;
  // the search box starts empty each time the canvas shows
  useEffect(() => () => search.setQuery(''), [search]);

  return (
    <div className="flow-toolbar">
      <ButtonGroup>
        <Button
          icon="zoom-out"
          aria-label={t('toolbar.zoomOut')}
          title={t('toolbar.zoomOut')}
          disabled={!view.canZoomOut}
          onClick={() => viewport.zoomBy(-1)}
        />
        <Button
          className="flow-zoom-value"
          aria-label={`${view.zoom}% ${t('toolbar.zoomValue')}`}
          text={`${view.zoom}%`}
          onClick={() => viewport.resetZoom()}
        />
        <Button
          icon="zoom-in"
          aria-label={t('toolbar.zoomIn')}
          title={t('toolbar.zoomIn')}
          disabled={!view.canZoomIn}
          onClick={() => viewport.zoomBy(1)}
        />
        <Button
          icon="zoom-to-fit"
          aria-label={t('toolbar.fit')}
          title={t('toolbar.fit')}
          onClick={() => viewport.fit()}
        />
        <Button
          icon={view.isFullscreen ? 'minimize' : 'fullscreen'}
          aria-label={t(view.isFullscreen ? 'toolbar.exitFullscreen' : 'toolbar.fullscreen')}
          title={t(view.isFullscreen ? 'toolbar.exitFullscreen' : 'toolbar.fullscreen')}
          onClick={() => viewport.toggleFullscreen()}
        />
      </ButtonGroup>
      {!editor.isReadOnly && (
        <ButtonGroup>
          <Button
            icon="undo"
            aria-label={t('toolbar.undo')}
            title={t('toolbar.undo')}
            disabled={!doc.canUndo}
            onClick={() => editor.undo()}
          />
          <Button
            icon="redo"
            aria-label={t('toolbar.redo')}
            title={t('toolbar.redo')}
            disabled={!doc.canRedo}
            onClick={() => editor.redo()}
          />
        </ButtonGroup>
      )}
      <InputGroup
        className="flow-search"
        leftIcon="search"
        placeholder={t('toolbar.search')}
        aria-label={t('toolbar.search')}
        value={search.query}
        onChange={(event) => search.setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') search.next();
        }}
        rightElement={
          result ? (
            <Tag minimal>
              {result.count === 0
                ? t('toolbar.noMatch')
                : t('toolbar.match', { index: result.index + 1, count: result.count })}
            </Tag>
          ) : undefined
        }
      />
      <Button icon="media" text={t('toolbar.export')} disabled={isExporting} onClick={onExport} />
      {!editor.isReadOnly && <KeyboardHelpButton t={t} />}
    </div>
  );
});
