import { Card, H5 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { DataState } from '../common/DataState';
import { useLoad } from '../common/useLoad';
import { AuthTable } from '../merchants/AuthTable';
import '../common/admin.css';

/** The signed-in user's own tenant authorisations. */
export default function PersonalAuth() {
  const { t } = useTranslation('admin');
  const rows = useLoad((c) => c.call(api.identity.personalAuth), 'mine', []);
  return (
    <Card className="admin-page">
      <H5>{t('personal.title')}</H5>
      <DataState isLoading={!rows} isEmpty={(rows ?? []).length === 0}>
        <AuthTable rows={rows ?? []} />
      </DataState>
    </Card>
  );
}
