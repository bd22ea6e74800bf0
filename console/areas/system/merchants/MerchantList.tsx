import { useState } from 'react';
import { Button, Card, H5 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { DataState } from '../common/DataState';
import { formatTime, orDash } from '../common/format';
import { LtrText } from '../../../ui/LtrText';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { Pager } from '../common/Pager';
import { PagedTable } from '../common/PagedTable';
import { usePaged } from '../common/usePaged';
import { useRun } from '../common/useRun';
import { Permitted } from '../permission/Permitted';
import { AuthTable } from './AuthTable';
import { MerchantFormDialog } from './MerchantFormDialog';
import '../common/admin.css';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';

/** Tenants the administrator manages, and the tenant authorisations of the tenant's users. */
export default function MerchantList() {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>();
  const { run } = useRun();
  const page = usePaged((pageNum, limit) => client.call(api.identity.merchantPageList, { query: { merchantName: search, pageNum, limit } }), [search]);
  const auths = usePaged((pageNum, limit) => client.call(api.identity.authList, { query: { pageNum, limit } }), []);
  return (
    <Card className="admin-page">
      <NameSearchToolbar label={t('merchant.merchantName')} onSearch={setSearch} addText={t('merchant.add')} addPermission="system:merchant:add" onAdd={() => setEditing(null)} />
      <PagedTable
        label={t('merchant.title')}
        columns={[
          { title: t('merchant.merchantId') },
          { title: t('merchant.merchantName') },
          { title: t('merchant.contact') },
          { title: t('merchant.phone') },
          { title: t('user.createTime'), width: 170 },
          { title: t('ui.operation'), width: 160 },
        ]}
        page={page}
        rowKey={(m) => m.merchantId}
        renderCells={(m) => (
          <>
            <td><LtrText>{m.merchantId}</LtrText></td><td>{m.merchantName}</td><td>{orDash(m.contact)}</td><td><LtrText>{orDash(m.phone)}</LtrText></td><td><LtrText>{formatTime(m.createTime)}</LtrText></td>
            <td><div className="admin-ops">
              <Permitted tags={['system:merchant:edit']}><Button size="small" variant="minimal" intent="primary" text={t('ui.edit')} onClick={() => setEditing(m.merchantId)} /></Permitted>
              <Permitted tags={['system:merchant:remove']}>
                <ConfirmRemoveButton name={m.merchantName} onConfirm={() => void run(() => client.call(api.identity.merchantRemove, { params: { id: m.merchantId } }), page.reload)} />
              </Permitted>
            </div></td>
          </>
        )}
      />
      <H5>{t('merchant.auths')}</H5>
      <DataState isLoading={auths.isLoading} isEmpty={auths.rows.length === 0}>
        <AuthTable rows={auths.rows} onRemove={(authId) => void run(() => client.call(api.identity.authDelete, { query: { authId } }), auths.reload)} />
      </DataState>
      <Pager pageNum={auths.pageNum} limit={auths.limit} total={auths.total} onPage={auths.setPageNum} />
      <MerchantFormDialog key={String(editing)} merchantId={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); page.reload(); }} />
    </Card>
  );
}
