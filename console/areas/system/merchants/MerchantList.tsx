import { useState } from 'react';
import { Button, Card, H5, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { DataState } from '../common/DataState';
import { formatTime, orDash } from '../common/format';
import { Pager } from '../common/Pager';
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
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>();
  const { run } = useRun();
  const page = usePaged((pageNum, limit) => client.call(api.identity.merchantPageList, { query: { merchantName: search, pageNum, limit } }), [search]);
  const auths = usePaged((pageNum, limit) => client.call(api.identity.authList, { query: { pageNum, limit } }), []);
  return (
    <Card className="admin-page">
      <form className="admin-toolbar" onSubmit={(e) => { e.preventDefault(); setSearch(name); }}>
        <InputGroup leftIcon="search" aria-label={t('merchant.merchantName')} placeholder={t('merchant.merchantName')} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" icon="search" text={t('ui.search')} />
        <div className="admin-spacer" />
        <Permitted tags={['system:merchant:add']}><Button intent="primary" icon="add" text={t('merchant.add')} onClick={() => setEditing(null)} /></Permitted>
      </form>
      <DataState isLoading={page.isLoading} isEmpty={page.rows.length === 0}>
        <HTMLTable compact striped className="admin-table" aria-label={t('merchant.title')}>
          <thead><tr><th>{t('merchant.merchantId')}</th><th>{t('merchant.merchantName')}</th><th>{t('merchant.contact')}</th><th>{t('merchant.phone')}</th><th style={{ width: 170 }}>{t('user.createTime')}</th><th style={{ width: 160 }}>{t('ui.operation')}</th></tr></thead>
          <tbody>
            {page.rows.map((m) => (
              <tr key={m.merchantId}>
                <td>{m.merchantId}</td><td>{m.merchantName}</td><td>{orDash(m.contact)}</td><td>{orDash(m.phone)}</td><td>{formatTime(m.createTime)}</td>
                <td><div className="admin-ops">
                  <Permitted tags={['system:merchant:edit']}><Button size="small" variant="minimal" intent="primary" text={t('ui.edit')} onClick={() => setEditing(m.merchantId)} /></Permitted>
                  <Permitted tags={['system:merchant:remove']}>
                    <ConfirmRemoveButton name={m.merchantName} onConfirm={() => void run(() => client.call(api.identity.merchantRemove, { params: { id: m.merchantId } }), page.reload)} />
                  </Permitted>
                </div></td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DataState>
      <Pager pageNum={page.pageNum} limit={page.limit} total={page.total} onPage={page.setPageNum} />
      <H5>{t('merchant.auths')}</H5>
      <DataState isLoading={auths.isLoading} isEmpty={auths.rows.length === 0}>
        <AuthTable rows={auths.rows} onRemove={(authId) => void run(() => client.call(api.identity.authDelete, { query: { authId } }), auths.reload)} />
      </DataState>
      <Pager pageNum={auths.pageNum} limit={auths.limit} total={auths.total} onPage={auths.setPageNum} />
      <MerchantFormDialog key={String(editing)} merchantId={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); page.reload(); }} />
    </Card>
  );
}
