/** A searchable list of checkboxes (or radios): the built-in multi-select of the designer. */
import { useState } from 'react';
import { Checkbox, InputGroup, NonIdealState, Radio } from '@blueprintjs/core';
import type { NamedRef } from '@shared/flow/types';

export interface CheckListProps {
  options: NamedRef[];
  value: NamedRef[];
  onChange(value: NamedRef[]): void;
  isMultiple?: boolean;
  searchLabel: string;
  emptyText: string;
  label?: string;
}

export function CheckList({
  options,
  value,
  onChange,
  isMultiple = true,
  searchLabel,
  emptyText,
  label,
}: CheckListProps) {
  const [query, setQuery] = useState('');
  const chosen = new Set(value.map((ref) => ref.id));
  const shown = options.filter((option) => option.name.toLowerCase().includes(query.trim().toLowerCase()));
  const toggle = (option: NamedRef) => {
    if (!isMultiple) return onChange([option]);
    onChange(chosen.has(option.id) ? value.filter((ref) => ref.id !== option.id) : [...value, option]);
  };
  return (
    <div role="group" aria-label={label}>
      {options.length > 8 && (
        <InputGroup
          small
          leftIcon="search"
          placeholder={searchLabel}
          aria-label={searchLabel}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      )}
      <div className="flow-check-list">
        {shown.length === 0 && <NonIdealState description={emptyText} />}
        {shown.map((option) =>
          isMultiple ? (
            <Checkbox
              key={option.id}
              label={option.name}
              checked={chosen.has(option.id)}
              onChange={() => toggle(option)}
            />
          ) : (
            <Radio
              key={option.id}
              label={option.name}
              checked={chosen.has(option.id)}
              onChange={() => toggle(option)}
            />
          ),
        )}
      </div>
    </div>
  );
}
