/**
 * The open list of a picker: the options of the search with their hints, and below them the state of the search
 * (loading, nothing found, failed with retry, how many are shown) and "load more". Scrolling to the end loads the
 * next page too. Mouse presses keep the focus in the search box.
 */
import type { UIEvent } from 'react';
import { FormMessage } from '@shared/form';
import type { LabeledValue } from '@shared/form';
import { useRuntime } from '../../state/RuntimeContext';
import type { PickerSearch } from './usePickerSearch';

export interface PickerListProps {
  id: string;
  search: PickerSearch;
  keyword: string;
  picked: readonly LabeledValue[];
  activeIndex: number;
  isMultiple: boolean;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

/** How close to the end of the list (px) scrolling asks for the next page. */
const NEAR_END_PX = 40;

export function PickerList(props: PickerListProps) {
  const { t } = useRuntime();
  const { search } = props;
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_END_PX) search.loadMore();
  };
  const isEmpty = search.status === 'ready' && search.items.length === 0;
  return (
    <div className="fr-picker-popup" onMouseDown={(event) => event.preventDefault()}>
      <ul
        id={props.id}
        role="listbox"
        className="fr-picker-list"
        aria-multiselectable={props.isMultiple || undefined}
        onScroll={onScroll}
      >
        {search.items.map((item, index) => {
          const isPicked = props.picked.some((entry) => entry.value === item.value);
          return (
            <li
              key={item.value}
              id={props.optionId(index)}
              role="option"
              aria-selected={isPicked}
              className={`fr-picker-option${index === props.activeIndex ? ' fr-picker-option-active' : ''}`}
              onClick={() => props.onPick(index)}
              onMouseMove={() => props.onHover(index)}
            >
              <span className="fr-picker-check" aria-hidden="true">
                {isPicked ? '✓' : ''}
              </span>
              <span className="fr-picker-label">{item.label}</span>
              {item.hint ? <span className="fr-picker-hint">{item.hint}</span> : null}
            </li>
          );
        })}
      </ul>
      <div className="fr-picker-footer" role="status">
        {search.status === 'loading' ? t(FormMessage.loading) : null}
        {isEmpty
          ? props.keyword.trim()
            ? t(FormMessage.noMatches, { keyword: props.keyword.trim() })
            : t(FormMessage.noData)
          : null}
        {search.status === 'ready' && !isEmpty
          ? t(FormMessage.resultCount, { shown: search.items.length, total: search.total })
          : null}
        {search.status === 'failed' ? t(FormMessage.pickerLoadFailed) : null}
      </div>
      {search.status === 'failed' ? (
        <button type="button" className="fr-link" onClick={search.retry}>
          {t(FormMessage.retry)}
        </button>
      ) : null}
      {search.hasMore ? (
        <button type="button" className="fr-link fr-picker-more" tabIndex={-1} onClick={search.loadMore}>
          {t(FormMessage.loadMore)}
        </button>
      ) : null}
    </div>
  );
}
