import { useState } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LetterCenterStore, LetterStatus } from '../model/LetterCenterStore';
import { categoryLabel } from './letterLabels';

/** The centre's filters: read state, type, sent days and the search box (searched on Enter or the button). */
export const LetterFilters = observer(function LetterFilters({ store }: { store: LetterCenterStore }) {
  const { t } = useTranslation();
  const [text, setText] = useState(store.filter.keyword);
  const { filter } = store;
  return (
    <form
      className="letter-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        void store.setFilter({ keyword: text });
      }}
    >
      <FormGroup label={t('letters.status')} labelFor="letter-status" inline>
        <HTMLSelect
          id="letter-status"
          value={filter.status}
          onChange={(e) => void store.setFilter({ status: e.currentTarget.value as LetterStatus })}
          options={[
            { value: '', label: t('letters.all') },
            { value: 'UNREAD', label: t('letters.unread') },
            { value: 'READ', label: t('letters.read') },
          ]}
        />
      </FormGroup>
      <FormGroup label={t('letters.category')} labelFor="letter-category" inline>
        <HTMLSelect
          id="letter-category"
          value={filter.category}
          onChange={(e) => void store.setFilter({ category: e.currentTarget.value })}
          options={[
            { value: '', label: t('letters.allCategories') },
            ...(store.categories.value ?? []).map((c) => ({ value: c, label: categoryLabel(t, c) })),
          ]}
        />
      </FormGroup>
      <DayField store={store} end="from" label={t('letters.from')} />
      <DayField store={store} end="to" label={t('letters.to')} />
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={t('letters.search')}
        placeholder={t('letters.search')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Button type="submit" icon="search" text={t('letters.searchButton')} />
      {store.hasFilter && (
        <Button
          variant="minimal"
          icon="filter-remove"
          text={t('letters.clearFilters')}
          onClick={() => {
            setText('');
            void store.resetFilter();
          }}
        />
      )}
    </form>
  );
});

/** One end of the sent-days range; each end keeps the other from crossing it. */
const DayField = observer(function DayField({
  store,
  end,
  label,
}: {
  store: LetterCenterStore;
  end: 'from' | 'to';
  label: string;
}) {
  const { from, to } = store.filter;
  const id = `letter-${end}`;
  return (
    <FormGroup label={label} labelFor={id} inline>
      <InputGroup
        id={id}
        type="date"
        value={store.filter[end]}
        min={end === 'to' ? from || undefined : undefined}
        max={end === 'from' ? to || undefined : undefined}
        onChange={(e) => void store.setFilter({ [end]: e.currentTarget.value })}
      />
    </FormGroup>
  );
});
