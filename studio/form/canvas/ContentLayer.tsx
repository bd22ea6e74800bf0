/**
 * Draws the visible controls (top-level boxes in the viewport and everything inside them), mirrored on a
 * right-to-left page. Listens to nothing.
 */
import { observer } from 'mobx-react-lite';
import { Group, Layer } from 'react-konva';
import type { ControlBox, FormLayout } from '../model/layout';
import { HANDLE_SIZE, handleRects, layerTransform } from '../model/layout';
import type { FormConfig } from '@shared/form';
import type { CanvasStore } from './CanvasStore';
import type { CanvasView, CanvasViewProps } from './types';
import { HiddenTag } from './views/HiddenTag';
import { CanvasDirection } from './views/CanvasDirection';

/** How strongly a control hidden at run time is drawn on the canvas. */
const HIDDEN_OPACITY = 0.45;

export interface ContentLayerProps {
  store: CanvasStore;
  viewOf: (box: ControlBox) => CanvasView | undefined;
  t: (key: string) => string;
}

/**
 * One control's drawing. Each registered view is an observer of what it reads (label, rules, options), so a
 * property edit redraws that control alone even when the layout stays; this node adds the hidden state: a
 * control hidden at run time stays on the canvas, dimmed and tagged (left of where the selection's copy and delete handles go), so it can still be found and edited.
 */
const ControlNode = observer(function ControlNode({
  View,
  ...props
}: CanvasViewProps & { View: CanvasView }) {
  if (!props.control.options?.hidden) return <View {...props} />;
  const { box } = props;
  return (
    <Group listening={false}>
      <Group listening={false} opacity={HIDDEN_OPACITY}>
        <View {...props} />
      </Group>
      <HiddenTag
        x={handleRects(box).copy.x - 6}
        y={box.y + 2 + HANDLE_SIZE / 2}
        text={props.t('props.hidden')}
      />
    </Group>
  );
});

const Subtree = observer(function Subtree(
  props: { root: ControlBox; layout: FormLayout; config: FormConfig } & Omit<ContentLayerProps, 'store'>,
) {
  const { root, layout, config, viewOf, t } = props;
  const start = layout.boxes.indexOf(root);
  const items = [];
  for (let index = start; index < root.end; index += 1) {
    const box = layout.boxes[index];
    const View = box && viewOf(box);
    if (box && View)
      items.push(
        <ControlNode
          key={box.key}
          View={View}
          box={box}
          control={box.control}
          config={config}
          layout={layout}
          t={t}
        />,
      );
  }
  return <Group listening={false}>{items}</Group>;
});

export const ContentLayer = observer(function ContentLayer({ store, viewOf, t }: ContentLayerProps) {
  const layout = store.layout;
  const config = store.editor.doc.config;
  return (
    <Layer listening={false} y={-store.scrollTop} {...layerTransform(store.width, store.direction)}>
      <CanvasDirection.Provider value={store.direction}>
        {store.visible.map((root) => (
          <Subtree key={root.key} root={root} layout={layout} config={config} viewOf={viewOf} t={t} />
        ))}
      </CanvasDirection.Provider>
    </Layer>
  );
});
