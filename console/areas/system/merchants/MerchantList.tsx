import { useEffect } from 'react';
import { useUploader } from '../common/useUploader';
import { Card, H5 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { DataState } from '../common/DataState';
import { formatTime, orDash } from '../common/format';
import { LtrText } from '../../../ui/LtrText';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { Pager } from '../common/Pager';
import { PagedTable } from '../common/PagedTable';
import { AuthTable } from './AuthTable';
import { GrantDialog } from '../users/GrantDialog';
import { MerchantFormDialog } from './MerchantFormDialog';
import '../common/admin.css';
import { RowActions, RowButton } from '../common/RowActions';
import { Permitted } from '../permission/Permitted';
import { useNavigate } from 'react-router-dom';
import { MerchantListStore } from './model/MerchantListStore';

/** Tenants the administrator manages, and the tenant authorisations of the tenant's users. */
function MerchantList() {
  const { t } = useTranslation('admin');
  const upload = useUploader();
  const store = useModel((deps) => new MerchantListStore(deps, upload));
  const navigate = useNavigate();
  useEffect(() => void store.start(), [store]);
  const { page, auths } = store;
  return (
    <Card className="admin-page">
      <NameSearchToolbar
        label={t('merchant.merchantName')}
        onSearch={(name) => void store.search(name)}
        addText={t('merchant.add')}
        addPermission="system:merchant:add"
        onAdd={() => store.openForm(null)}
      />
      <PagedTable
        label={t('merchant.title')}
        columns={[
          { title: t('merchant.merchantId') },
          { title: t('merchant.merchantName') },
          { title: t('merchant.contact') },
          { title: t('merchant.phone') },
          { title: t('user.createTime'), width: 170 },
          { title: t('ui.operation'), width: 260 },
        ]}
        page={page}
        rowKey={(m) => m.merchantId}
        renderCells={(m) => (
          <>
            <td>
              <LtrText>{m.merchantId}</LtrText>
            </td>
            <td>{m.merchantName}</td>
            <td>{orDash(m.contact)}</td>
            <td>
              <LtrText>{orDash(m.phone)}</LtrText>
            </td>
            <td>
              <LtrText>{formatTime(m.createTime)}</LtrText>
            </td>
            <td>
              <RowActions
                name={m.merchantName}
                permission="system:merchant"
                onEdit={() => store.openForm(m.merchantId)}
                onRemove={() => void store.remove(m)}
              >
                <Permitted tags={['system:merchant:edit']}>
                  <RowButton
                    text={t('merchant.theme')}
                    label={t('merchant.themeOf', { name: m.merchantName })}
                    onClick={() =>
                      void navigate(`/system/theme?merchantId=${encodeURIComponent(m.merchantId)}`)
                    }
                  />
                </Permitted>
              </RowActions>
            </td>
          </>
        )}
      />
      <H5>{t('merchant.auths')}</H5>
      <DataState isLoading={auths.isLoading || !auths.hasLoaded} isEmpty={auths.rows.length === 0}>
        <AuthTable
          rows={auths.rows}
          onEdit={(auth) => void store.editAuth(auth)}
          onRemove={(authId) => void store.removeAuth(authId)}
        />
      </DataState>
      <Pager pageNum={auths.pageNum} limit={auths.limit} total={auths.total} onPage={auths.setPageNum} />
      <GrantDialog store={store.grant} onClose={() => void store.closeGrant()} />
      <MerchantFormDialog
        store={store.form}
        onClose={() => store.closeDialogs()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(MerchantList);
