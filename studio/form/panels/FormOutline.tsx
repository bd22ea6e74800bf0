/**
 * The form as a tree view beside the canvas, for screen readers and the keyboard: one tree item per
 * control (level, position, selection), kept in sync with the document and the selection. Arrows select
 * on the canvas, Alt+arrows move, Delete removes, Enter edits the properties.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import type { OutlineItem } from '../model';
import { useDesigner } from '../DesignerContext';
import { runKeyAction } from '../keyActions';
import { KEY_SHORTCUTS, canvasKeyAction } from '../canvas/keymap';
import { readingDirectionOf } from '../canvas/useCanvasKeys';

/**
 * After a key handled in the tree, focus goes to the (new) active item once it is drawn: only when focus is still
 * in the tree, or was lost with a removed item.
 */
const focusActiveItem = (tree: HTMLElement | null, keepFocus: RefObject<boolean>) => {
  if (!keepFocus.current || !tree) return;
  keepFocus.current = false;
  const current = document.activeElement;
  if (current && current !== document.body && !tree.contains(current)) return;
  tree.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
};

// The outline renders again when the form changes; a selection changes only the two rows it leaves and reaches.
export const FormOutline = observer(function FormOutline() {
  const designer = useDesigner();
  const { edits, editor, t, idOf, focus } = designer;
  const items = edits.outline;
  const headingId = idOf('fd-outline-heading');
  const tree = useRef<HTMLDivElement | null>(null);
  /** Set by a key handled in the tree: after the re-render focus goes to the (new) active item. */
  const keepFocus = useRef(false);
  const pick = useCallback((key: string) => edits.select(key), [edits]);
  const afterKey = useCallback(() => focusActiveItem(tree.current, keepFocus), []);
  // the same function on every render: a new one would be called with null and then the element in each commit,
  // leaving `tree` empty while the rows' effects run
  const treeRef = useCallback(
    (element: HTMLDivElement | null) => {
      tree.current = element;
      focus.register('outline')(element);
    },
    [focus],
  );
  useEffect(afterKey);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = canvasKeyAction(event, readingDirectionOf(event.currentTarget));
    if (!action || action === 'cancel') return;
    event.preventDefault();
    // the focused item is where the keys act, even when the selection moved elsewhere (or was cleared by undo)
    const focusedKey = (event.target as HTMLElement).dataset.key;
    if (focusedKey && focusedKey !== editor.selection.selectedKey) editor.selection.force(focusedKey);
    keepFocus.current = action !== 'editProperties';
    runKeyAction(designer, action, 'outline');
  };

  return (
    <section className="fd-outline" aria-labelledby={headingId}>
      <h2 id={headingId} className="fd-outline-heading">
        {t('outline.label')}
      </h2>
      {items.length === 0 ? (
        <p className="fd-outline-empty">{t('outline.empty')}</p>
      ) : (
        <div
          ref={treeRef}
          role="tree"
          aria-labelledby={headingId}
          aria-keyshortcuts={KEY_SHORTCUTS}
          className="fd-outline-tree"
          onKeyDown={onKeyDown}
        >
          {items.map((item, index) => (
            <OutlineRow
              key={item.key}
              itemKey={item.key}
              isFirst={index === 0}
              control={item.control}
              level={item.level}
              position={item.position}
              count={item.count}
              hasChildren={item.hasChildren}
              where={item.where}
              onPick={pick}
              afterKey={afterKey}
            />
          ))}
        </div>
      )}
    </section>
  );
});

type OutlineRowProps = Omit<OutlineItem, 'key' | 'type'> & {
  itemKey: string;
  /** The first item: the one reached by Tab while the selected control is not in the outline. A flag, not the
   * index: an insertion would change every later row's index, and render them all again. */
  isFirst: boolean;
  onPick: (key: string) => void;
  /** Moves focus to the active item after a key handled in the tree, when that changed only the selection. */
  afterKey: () => void;
};

// the outline is built anew after every edit: its rows take plain values, so a row renders again only when what it
// shows has changed (one row of a thousand after a label edit or an undo)
const OutlineRow = observer(function OutlineRow(props: OutlineRowProps) {
  const { itemKey, isFirst, control, level, position, count, hasChildren, where, onPick, afterKey } = props;
  const { edits, editor } = useDesigner();
  // read here: a relabelled control renders its own row again
  const name = edits.naming.nameOf(control);
  // read per key: a new selection renders the row it leaves and the row it reaches, not the whole outline
  const isSelected = editor.selection.isSelected(itemKey);
  const isActive = edits.isOutlineActive(itemKey, isFirst);
  useLayoutEffect(() => {
    if (isActive) afterKey();
  }, [isActive, afterKey]);
  return (
    <div
      role="treeitem"
      data-key={itemKey}
      aria-level={level}
      aria-posinset={position}
      aria-setsize={count}
      aria-selected={isSelected}
      aria-expanded={hasChildren ? true : undefined}
      tabIndex={isActive ? 0 : -1}
      className="fd-outline-item"
      style={{ paddingInlineStart: 8 + (level - 1) * 16 }}
      onClick={() => onPick(itemKey)}
    >
      <span className="fd-outline-name">{name}</span>
      {where ? <span className="fd-outline-where">{where}</span> : null}
    </div>
  );
});
