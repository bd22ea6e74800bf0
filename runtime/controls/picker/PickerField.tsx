/**
 * userSelect / organizationSelect: the chosen people or organisations as chips (the names stored with them, so a
 * person since renamed or removed still shows), and a search box that opens a list searched and paged by the
 * host's data source. Keyboard: arrows move through the list (and load the next page at its end), Enter picks or
 * unpicks, Escape closes, Backspace in an empty box removes the last chip.
 */
import { useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { FormMessage } from '@shared/form';
import type { LabeledValue } from '@shared/form';
import { useRuntime } from '../../state/RuntimeContext';
import type { FieldProps } from '../types';
import { PickerList } from './PickerList';
import { usePickerSearch } from './usePickerSearch';

const pickedOf = (value: unknown): LabeledValue[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is LabeledValue =>
          typeof item === 'object' && item !== null && typeof (item as LabeledValue).value === 'string',
      )
    : [];

export default function PickerField(props: FieldProps) {
  const { t, dataSource } = useRuntime();
  const isUser = props.control.type === 'userSelect';
  const source = isUser ? dataSource.users : dataSource.organizations;
  const isMultiple = props.control.options.multiple !== false;
  const picked = pickedOf(props.value);
  const [keyword, setKeyword] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = usePickerSearch(source, keyword, isOpen);
  const listId = `${useId()}-list`;
  const input = useRef<HTMLInputElement>(null);
  const optionId = (index: number) => `${listId}-${index}`;

  const toggle = (index: number) => {
    const item = search.items[index];
    if (!item) return;
    const entry = { label: item.label, value: item.value };
    const isPicked = picked.some((p) => p.value === item.value);
    if (isPicked) props.onChange(picked.filter((p) => p.value !== item.value));
    else props.onChange(isMultiple ? [...picked, entry] : [entry]);
    if (!isPicked) setKeyword('');
    if (!isMultiple && !isPicked) setIsOpen(false);
  };
  const remove = (value: string) => {
    props.onChange(picked.filter((p) => p.value !== value));
    input.current?.focus();
  };
  const move = (step: number) => {
    setIsOpen(true);
    const count = search.items.length;
    if (count === 0) return;
    const next = Math.min(Math.max(activeIndex + step, 0), count - 1);
    if (next >= count - 1) search.loadMore();
    setActiveIndex(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => (search.status === 'failed' ? search.retry() : isOpen && toggle(activeIndex)),
      Escape: () => setIsOpen(false),
    };
    const action = keys[event.key];
    if (action && (event.key !== 'Escape' || isOpen)) {
      event.preventDefault();
      // Escape closes the open list only, not the dialog around the form.
      if (event.key === 'Escape') event.stopPropagation();
      action();
    } else if (event.key === 'Backspace' && keyword === '' && picked.length) {
      props.onChange(picked.slice(0, -1));
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
  };
  const canEdit = !props.isDisabled;
  return (
    <div className="fr-picker" onBlur={onBlur}>
      {picked.length ? (
        <ul className="fr-tags">
          {picked.map((item) => (
            <li key={item.value} className="fr-tag">
              {item.label}
              {canEdit ? (
                <button
                  type="button"
                  className="fr-link"
                  aria-label={t(FormMessage.removeFile, { name: item.label })}
                  onClick={() => remove(item.value)}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit || !picked.length ? (
        <input
          ref={input}
          id={props.id}
          className="fr-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={props.isInvalid || undefined}
          aria-required={props.isRequired || undefined}
          aria-describedby={props.describedBy}
          disabled={props.isDisabled}
          placeholder={
            props.control.options.placeholder ??
            t(isUser ? FormMessage.searchPeople : FormMessage.searchOrganizations)
          }
          value={keyword}
          onFocus={() => setIsOpen(true)}
          onClick={() => setIsOpen(true)}
          onChange={(event) => {
            setKeyword(event.target.value);
            setActiveIndex(0);
            setIsOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      ) : null}
      {isOpen && canEdit ? (
        <PickerList
          id={listId}
          search={search}
          keyword={keyword}
          picked={picked}
          activeIndex={activeIndex}
          isMultiple={isMultiple}
          optionId={optionId}
          onPick={toggle}
          onHover={setActiveIndex}
        />
      ) : null}
    </div>
  );
}
