import type { ReactNode } from 'react';
import { AddButton, FilterToolbar } from './FilterToolbar';

export interface NameSearchToolbarProps {
  /** Names the search box (its label and placeholder). */
  label: string;
  onSearch(text: string): void;
  /** The primary "add" action, shown to those holding `addPermission`. */
  addText: string;
  addPermission: string;
  onAdd(): void;
  /** More actions after the add button (each wrapped in its own permission check). */
  children?: ReactNode;
}

/** The toolbar of a list screen: search by name (Enter or the button), then add and the list's other actions. */
export function NameSearchToolbar({
  label,
  onSearch,
  addText,
  addPermission,
  onAdd,
  children,
}: NameSearchToolbarProps) {
  return (
    <FilterToolbar
      searchLabel={label}
      onSearch={onSearch}
      actions={
        <>
          <AddButton text={addText} permission={addPermission} onClick={onAdd} />
          {children}
        </>
      }
    />
  );
}
