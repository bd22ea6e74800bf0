import { useEffect } from 'react';
import { Card, H5 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { DataState } from '../common/DataState';
import { AuthTable } from '../merchants/AuthTable';
import { PersonalAuthStore } from './model/PersonalAuthStore';
import '../common/admin.css';

/** The signed-in user's own tenant authorisations. */
function PersonalAuth() {
  const { t } = useTranslation('admin');
  const store = useModel((deps) => new PersonalAuthStore(deps));
  useEffect(() => void store.load(), [store]);
  const rows = store.rows.value;
  return (
    <Card className="admin-page">
      <H5>{t('personal.title')}</H5>
      <DataState isLoading={!rows} isEmpty={(rows ?? []).length === 0}>
        <AuthTable rows={rows ?? []} />
      </DataState>
    </Card>
  );
}

export default observer(PersonalAuth);
