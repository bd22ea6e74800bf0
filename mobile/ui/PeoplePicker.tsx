import { useEffect, useId, useState } from 'react';
import type { UserOptionRow } from '@shared/api/modules/approval/schemas';
import { PeopleStore } from '../model/PeopleStore';
import { useRoot, useStore, useT } from './useStore';

export interface PeoplePickerProps {
  label: string;
  picked: UserOptionRow[];
  onChange: (people: UserOptionRow[]) => void;
  isSingle?: boolean;
}

/** Search people by name and tap to pick; each row is a 48 px check box (or radio for one person). */
export function PeoplePicker({ label, picked, onChange, isSingle }: PeoplePickerProps) {
  const root = useRoot();
  const { t } = useT();
  const [store] = useState(() => new PeopleStore(() => root.call));
  useStore(store);
  const id = useId();
  useEffect(() => {
    void store.search('');
  }, [store]);
  const isPicked = (person: UserOptionRow) => picked.some((p) => p.userId === person.userId);
  const toggle = (person: UserOptionRow) => {
    if (isSingle) return onChange([person]);
    onChange(isPicked(person) ? picked.filter((p) => p.userId !== person.userId) : [...picked, person]);
  };
  return (
    <fieldset className="m-people">
      <legend>{label}</legend>
      <label htmlFor={id} className="m-visually-hidden">
        {t('people.search')}
      </label>
      <input
        id={id}
        type="search"
        placeholder={t('people.search')}
        value={store.keyword}
        onChange={(event) => void store.search(event.target.value)}
      />
      {picked.length ? (
        <p className="m-note">{t('people.picked', { names: picked.map((p) => p.nickName).join(', ') })}</p>
      ) : null}
      <ul className="m-people-list">
        {store.rows.slice(0, 50).map((person) => (
          <li key={person.userId}>
            <label className="m-check">
              <input
                type={isSingle ? 'radio' : 'checkbox'}
                name={id}
                checked={isPicked(person)}
                onChange={() => toggle(person)}
              />
              <span>
                {person.nickName} <span className="m-muted">({person.userName})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {!store.isLoading && store.rows.length === 0 ? <p className="m-note">{t('people.none')}</p> : null}
    </fieldset>
  );
}
