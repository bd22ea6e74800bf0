import { Button, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ChannelEntryRole } from '@shared/messaging/channelKinds';
import { AppDialog } from '../../../ui/AppDialog';
import { LtrText } from '../../../ui/LtrText';
import { useClosingValue } from '../../../ui/useClosingValue';
import { ConfirmRemoveButton } from '../../system/common/ConfirmRemoveButton';
import { RowButton } from '../../system/common/RowActions';
import { Permitted } from '../../system/permission/Permitted';
import { LoadFailed } from '../templates/LoadFailed';
import { EntryEditor } from './EntryEditor';
import type { ChannelEntriesStore } from './model/ChannelEntriesStore';

const EDIT = ['message:channel:edit'];

const RoleSection = observer(function RoleSection({
  store,
  role,
}: {
  store: ChannelEntriesStore;
  role: ChannelEntryRole;
}) {
  const { t } = useTranslation('messaging');
  const rows = store.entriesOf(role);
  const headingId = `channel-entries-${role}`;
  return (
    <section className="channel-entries" aria-labelledby={headingId}>
      <div className="channel-entries-head">
        <h4 id={headingId}>{t(`ui.entry.${role}`)}</h4>
        <Permitted tags={EDIT}>
          <Button size="small" icon="add" text={t('ui.entry.add')} onClick={() => store.startAdd(role)} />
        </Permitted>
      </div>
      {rows.length === 0 ? (
        <p className="channel-entries-empty">{t('ui.entry.empty')}</p>
      ) : (
        <HTMLTable compact striped className="channel-entries-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th>{t('ui.entry.code')}</th>
              <th>{t('ui.entry.name')}</th>
              <th>{t('ui.entry.isDefault')}</th>
              <th>{t('admin:ui.operation')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.entryId}>
                <td>
                  <LtrText>{entry.code}</LtrText>
                </td>
                <td>{entry.name}</td>
                <td>
                  {entry.isDefault ? (
                    <Tag intent="primary" minimal>
                      {t('ui.entry.isDefault')}
                    </Tag>
                  ) : (
                    <Permitted tags={EDIT}>
                      <RowButton
                        text={t('ui.entry.makeDefault')}
                        onClick={() => void store.makeDefault(entry)}
                      />
                    </Permitted>
                  )}
                </td>
                <td>
                  <Permitted tags={EDIT}>
                    <div className="admin-ops">
                      <RowButton
                        isPrimary
                        text={t('ui.entry.edit')}
                        label={t('ui.entry.editOf', { name: entry.name })}
                        onClick={() => store.startEdit(entry)}
                      />
                      <ConfirmRemoveButton name={entry.name} onConfirm={() => void store.remove(entry)} />
                    </div>
                  </Permitted>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {store.editing?.role === role ? <EntryEditor store={store} /> : null}
    </section>
  );
});

/** Signs and vendor templates of an SMS or voice channel (console spec §2.3): list, add, edit, delete, default. */
export const ChannelEntriesDialog = observer(function ChannelEntriesDialog({
  store: current,
  onClose,
}: {
  store: ChannelEntriesStore | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('messaging');
  const store = useClosingValue(current);
  if (!store) return null;
  return (
    <AppDialog
      isOpen={current !== undefined}
      onClose={onClose}
      title={t('ui.entry.title', { name: store.channel.channelName })}
      style={{ width: 640, maxWidth: '96vw' }}
    >
      <DialogBody>
        {store.failed ? (
          <LoadFailed onRetry={() => void store.load()} />
        ) : (
          store.roles.map((role) => <RoleSection key={role} store={store} role={role} />)
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('ui.close')} onClick={onClose} />} />
    </AppDialog>
  );
});
