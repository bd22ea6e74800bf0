import { useState, type ReactNode } from 'react';
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../permission/Permitted';

export interface FilterSelectProps<V extends string> {
  /** The select's accessible name. */
  label: string;
  value: V | '';
  /** The first choice, which filters nothing ("All kinds"). */
  allLabel: string;
  options: readonly { value: V; label: string }[];
  onChange(value: V | ''): void;
}

/** One filter of a list: "all" or one value. */
export function FilterSelect<V extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <HTMLSelect
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V | '')}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}

export interface FilterToolbarProps {
  /** The filters drawn before the search box (none for a plain name search). */
  filters?: ReactNode;
  /** Names the search box (its label and placeholder). */
  searchLabel: string;
  onSearch(text: string): void;
  /** Actions at the inline end (each wrapped in its own permission check). */
  actions?: ReactNode;
}

/** A list's toolbar: its filters, a search box searched on Enter or with the button, and the list's actions. */
export function FilterToolbar({ filters, searchLabel, onSearch, actions }: FilterToolbarProps) {
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
      {filters}
      <InputGroup
        leftIcon="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" icon="search" text={t('ui.search')} />
      <div className="admin-spacer" />
      {actions}
    </form>
  );
}

/** The "add" button of a list's toolbar, for those holding `permission`. */
export function AddButton({
  text,
  permission,
  onClick,
}: {
  text: string;
  permission: string;
  onClick(): void;
}) {
  return (
    <Permitted tags={[permission]}>
      <Button intent="primary" icon="add" text={text} onClick={onClick} />
    </Permitted>
  );
}
