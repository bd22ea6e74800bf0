/**
 * The form as a tree view beside the canvas, for screen readers and the keyboard: one tree item per
 * control (level, position, selection), kept in sync with the document and the selection. Arrows select
 * on the canvas, Alt+arrows move, Delete removes, Enter edits the properties.
 */
import { memo, useCallback, useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { OutlineItem } from '../model';
import { useDesigner } from '../DesignerContext';
import { runKeyAction } from '../keyActions';
import { KEY_SHORTCUTS, canvasKeyAction } from '../canvas/keymap';
import { readingDirectionOf } from '../canvas/useCanvasKeys';

export const FormOutline = observer(function FormOutline() {
  const designer = useDesigner();
  const { edits, editor, t, idOf, focus } = designer;
  const items = edits.outline;
  const selectedKey = editor.selection.selectedKey;
  const activeKey = items.some((item) => item.key === selectedKey) ? selectedKey : items[0]?.key;
  const headingId = idOf('fd-outline-heading');
  const tree = useRef<HTMLDivElement | null>(null);
  /** Set by a key handled in the tree: after the re-render focus goes to the (new) active item. */
  const keepFocus = useRef(false);
  const pick = useCallback((key: string) => edits.select(key), [edits]);
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const current = document.activeElement;
    // only when focus is still in the tree, or was lost with a removed item
    if (current && current !== document.body && !tree.current?.contains(current)) return;
    tree.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = canvasKeyAction(event, readingDirectionOf(event.currentTarget));
    if (!action || action === 'cancel') return;
    event.preventDefault();
    // the focused item is where the keys act, even when the selection moved elsewhere (or was cleared by undo)
    const focusedKey = (event.target as HTMLElement).dataset.key;
    if (focusedKey && focusedKey !== selectedKey) editor.selection.force(focusedKey);
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
          ref={(element) => {
            tree.current = element;
            focus.register('outline')(element);
          }}
          role="tree"
          aria-labelledby={headingId}
          aria-keyshortcuts={KEY_SHORTCUTS}
          className="fd-outline-tree"
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <OutlineRow
              key={item.key}
              item={item}
              isSelected={item.key === selectedKey}
              isActive={item.key === activeKey}
              onPick={pick}
            />
          ))}
        </div>
      )}
    </section>
  );
});

interface OutlineRowProps {
  item: OutlineItem;
  isSelected: boolean;
  /** The one item reached by Tab (roving tab index). */
  isActive: boolean;
  onPick: (key: string) => void;
}

const isSameItem = (before: OutlineItem, after: OutlineItem) =>
  before.key === after.key &&
  before.type === after.type &&
  before.name === after.name &&
  before.level === after.level &&
  before.position === after.position &&
  before.count === after.count &&
  before.hasChildren === after.hasChildren &&
  before.where === after.where;

// the outline is built anew after every edit: a row renders again only when what it shows has changed (one row
// of a thousand after a label edit or an undo)
const OutlineRow = memo(
  function OutlineRow({ item, isSelected, isActive, onPick }: OutlineRowProps) {
    return (
      <div
        role="treeitem"
        data-key={item.key}
        aria-level={item.level}
        aria-posinset={item.position}
        aria-setsize={item.count}
        aria-selected={isSelected}
        aria-expanded={item.hasChildren ? true : undefined}
        tabIndex={isActive ? 0 : -1}
        className="fd-outline-item"
        style={{ paddingInlineStart: 8 + (item.level - 1) * 16 }}
        onClick={() => onPick(item.key)}
      >
        <span className="fd-outline-name">{item.name}</span>
        {item.where ? <span className="fd-outline-where">{item.where}</span> : null}
      </div>
    );
  },
  (before, after) =>
    isSameItem(before.item, after.item) &&
    before.isSelected === after.isSelected &&
    before.isActive === after.isActive &&
    before.onPick === after.onPick,
);
