import { useEffect } from 'react';
import { Card, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { LtrText } from '../../../ui/LtrText';
import { RowActions, RowButton } from '../../system/common/RowActions';
import { formatTime } from '../../system/common/format';
import { PagedTable } from '../../system/common/PagedTable';
import { Permitted } from '../../system/permission/Permitted';
import { LoadFailed } from '../templates/LoadFailed';
import { StatusSwitch } from '../templates/StatusSwitch';
import { ChannelEntriesDialog } from './ChannelEntriesDialog';
import { ChannelFilters } from './ChannelFilters';
import { ChannelFormDialog } from './ChannelFormDialog';
import { ChannelTestDialog } from './ChannelTestDialog';
import { ChannelListStore } from './model/ChannelListStore';
import '../../system/common/admin.css';
import './channels.css';

/** Message channels (console spec §2.3): mail, SMS, voice, chat-app robot, mini-program; edit, test, delete. */
function ChannelList() {
  const { t } = useTranslation('messaging');
  const store = useModel((deps) => new ChannelListStore(deps));
  useEffect(() => void store.start(), [store]);
  const { page } = store;
  return (
    <Card className="admin-page">
      <ChannelFilters store={store} />
      {page.failed && page.rows.length === 0 ? (
        <LoadFailed onRetry={() => void page.reload()} />
      ) : (
        <PagedTable
          label={t('ui.channel.title')}
          minWidth={900}
          columns={[
            { title: t('ui.channel.channelName') },
            { title: t('ui.channel.kind'), width: 120 },
            { title: t('ui.channel.vendor'), width: 130 },
            { title: t('ui.channel.secrets'), width: 150 },
            { title: t('ui.status'), width: 70 },
            { title: t('ui.updateTime'), width: 165 },
            { title: t('admin:ui.operation'), width: 330 },
          ]}
          page={page}
          rowKey={(r) => r.channelId}
          renderCells={(r) => (
            <>
              <td title={r.channelName}>{r.channelName}</td>
              <td>
                <Tag minimal>{t(`ui.kind.${r.kind}`)}</Tag>
              </td>
              <td>{t(`ui.vendor.${r.vendor}`)}</td>
              <td>
                {Object.entries(r.secretsSet).map(([key, isSet]) => (
                  <Tag key={key} minimal intent={isSet ? 'success' : 'none'} className="channel-secret-tag">
                    {t(`ui.setting.${key}`)}: {isSet ? t('ui.secret.set') : t('ui.secret.notSet')}
                  </Tag>
                ))}
              </td>
              <td>
                <StatusSwitch
                  name={r.channelName}
                  status={r.status}
                  permission="message:channel:edit"
                  onToggle={() => void store.toggleStatus(r)}
                />
              </td>
              <td>
                <LtrText>{formatTime(r.updateTime)}</LtrText>
              </td>
              <td>
                <RowActions
                  name={r.channelName}
                  permission="message:channel"
                  onEdit={() => store.openForm(r.channelId)}
                  onRemove={() => void store.remove(r)}
                >
                  {store.hasEntries(r) ? (
                    <RowButton
                      text={t('ui.entry.action')}
                      label={t('ui.entry.actionOf', { name: r.channelName })}
                      onClick={() => store.openEntries(r)}
                    />
                  ) : null}
                  <Permitted tags={['message:channel:test']}>
                    <RowButton
                      text={t('ui.test.action')}
                      label={t('ui.test.actionOf', { name: r.channelName })}
                      onClick={() => store.openTest(r)}
                    />
                  </Permitted>
                </RowActions>
              </td>
            </>
          )}
        />
      )}
      <ChannelFormDialog
        store={store.form}
        onClose={() => store.closeForm()}
        onSaved={() => void store.saved()}
      />
      <ChannelTestDialog store={store.test} onClose={() => store.closeTest()} />
      <ChannelEntriesDialog store={store.entries} onClose={() => store.closeEntries()} />
    </Card>
  );
}

export default observer(ChannelList);
