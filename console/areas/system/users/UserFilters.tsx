import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { UserFilter, UserListStore } from './model/UserListStore';

/** The filter bar of the user list; applies on Search, clears on Reset. */
export const UserFilters = observer(function UserFilters({ store }: { store: UserListStore }) {
  const { t } = useTranslation('admin');
  const { draft } = store;
  const text = (key: 'userName' | 'nickName' | 'phonenumber') => (
    <FormGroup label={t(`user.${key}`)} labelFor={`filter-${key}`}>
      <InputGroup
        id={`filter-${key}`}
        value={draft[key]}
        onChange={(e) => store.setDraft(key, e.target.value)}
      />
    </FormGroup>
  );
  return (
    <form
      className="admin-toolbar"
      onSubmit={(e) => {
        e.preventDefault();
        void store.applyFilter();
      }}
    >
      {text('userName')}
      {text('nickName')}
      {text('phonenumber')}
      <FormGroup label={t('user.status')} labelFor="filter-status">
        <HTMLSelect
          id="filter-status"
          value={draft.status}
          onChange={(e) => store.setDraft('status', e.target.value as UserFilter['status'])}
          options={[
            { value: '', label: t('user.statusAll') },
            { value: '0', label: t('user.statusName.0') },
            { value: '1', label: t('user.statusName.1') },
            { value: '2', label: t('user.statusName.2') },
          ]}
        />
      </FormGroup>
      <Button type="submit" intent="primary" icon="search" text={t('ui.search')} />
      <Button icon="reset" text={t('ui.reset')} onClick={() => void store.resetFilter()} />
    </form>
  );
});
