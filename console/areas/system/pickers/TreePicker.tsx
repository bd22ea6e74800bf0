import { useMemo, useState } from 'react';
import { Button, Checkbox, Classes, InputGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { flattenTree, topIds, type FlatNode } from './model/tree';
import { togglePick } from './model/window';
import { PickedChips } from './PickedChips';
import type { PickerProps } from './types';
import { VirtualList } from './VirtualList';

export interface TreePickerProps extends PickerProps {
  roots: TreeNode[] | undefined;
  label: string;
  /** Which nodes may be picked (all when omitted). */
  selectable?: (node: TreeNode) => boolean;
}

/** A searchable, virtualised tree with checkboxes on pickable nodes. */
export function TreePicker({
  roots,
  label,
  selectable = () => true,
  value,
  onChange,
  multiple = false,
  height = 320,
  disabled,
}: TreePickerProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const defaults = useMemo(() => new Set(topIds(roots ?? [], 2)), [roots]);
  const [toggled, setToggled] = useState<Set<string>>(new Set());
  const expanded = useMemo(
    () =>
      new Set(
        [...defaults].filter((id) => !toggled.has(id)).concat([...toggled].filter((id) => !defaults.has(id))),
      ),
    [defaults, toggled],
  );
  const rows = useMemo(() => flattenTree(roots ?? [], expanded, search), [roots, expanded, search]);
  const picked = useMemo(() => new Set(value.map((v) => v.id)), [value]);
  const toggleOpen = (id: string) =>
    setToggled((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const row = ({ node, depth, hasChildren }: FlatNode) => (
    <div className="tree-row" style={{ paddingInlineStart: depth * 18 }}>
      {hasChildren && !search ? (
        <Button
          variant="minimal"
          size="small"
          icon={expanded.has(node.id) ? 'chevron-down' : 'chevron-right'}
          aria-label={node.label}
          onClick={() => toggleOpen(node.id)}
        />
      ) : (
        <span style={{ width: 24 }} />
      )}
      {selectable(node) ? (
        <Checkbox
          style={{ margin: 0 }}
          disabled={disabled}
          checked={picked.has(node.id)}
          label={node.label}
          onChange={() => onChange(togglePick(value, { id: node.id, name: node.label }, multiple))}
        />
      ) : (
        <span className={Classes.TEXT_MUTED}>{node.label}</span>
      )}
    </div>
  );
  return (
    <div className="picker">
      <PickedChips
        value={value}
        disabled={disabled}
        onRemove={(id) => onChange(value.filter((v) => v.id !== id))}
      />
      <InputGroup
        leftIcon="search"
        placeholder={t('picker.search')}
        aria-label={`${label} ${t('picker.search')}`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {!roots ? (
        <div className="admin-state" style={{ height }}>
          <Spinner size={24} aria-label={t('ui.loading')} />
        </div>
      ) : (
        <VirtualList items={rows} height={height} label={label} rowKey={(r) => r.node.id} renderRow={row} />
      )}
    </div>
  );
}
