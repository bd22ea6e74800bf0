import { useState, type ReactNode } from 'react';
import { Button, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../permission/Permitted';

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
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  return (
    <form
      className="admin-toolbar"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <InputGroup
        leftIcon="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" icon="search" text={t('ui.search')} />
      <div className="admin-spacer" />
      <Permitted tags={[addPermission]}>
        <Button intent="primary" icon="add" text={addText} onClick={onAdd} />
      </Permitted>
      {children}
    </form>
  );
}
