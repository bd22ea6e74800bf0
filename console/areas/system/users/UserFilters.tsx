import { useState } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface UserFilter {
  userName: string;
  nickName: string;
  phonenumber: string;
  /** '' all, '0' normal, '1' disabled, '2' locked. */
  status: '' | '0' | '1' | '2';
}
export const NO_FILTER: UserFilter = { userName: '', nickName: '', phonenumber: '', status: '' };

/** The filter bar of the user list; applies on Search, clears on Reset. */
export function UserFilters({ onApply }: { onApply(filter: UserFilter): void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<UserFilter>(NO_FILTER);
  const text = (key: 'userName' | 'nickName' | 'phonenumber') => (
    <FormGroup label={t(`user.${key}`)} labelFor={`filter-${key}`}>
      <InputGroup id={`filter-${key}`} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
    </FormGroup>
  );
  return (
    <form className="admin-toolbar" onSubmit={(e) => { e.preventDefault(); onApply(draft); }}>
      {text('userName')}
      {text('nickName')}
      {text('phonenumber')}
      <FormGroup label={t('user.status')} labelFor="filter-status">
        <HTMLSelect id="filter-status" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as UserFilter['status'] })}
          options={[
            { value: '', label: t('user.statusAll') },
            { value: '0', label: t('user.statusName.0') },
            { value: '1', label: t('user.statusName.1') },
            { value: '2', label: t('user.statusName.2') },
          ]} />
      </FormGroup>
      <Button type="submit" intent="primary" icon="search" text={t('ui.search')} />
      <Button icon="reset" text={t('ui.reset')} onClick={() => { setDraft(NO_FILTER); onApply(NO_FILTER); }} />
    </form>
  );
}
