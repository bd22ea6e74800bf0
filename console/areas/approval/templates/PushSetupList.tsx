import { Button, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoveButton } from '../../system/common/ConfirmRemoveButton';
import { LtrText } from '../../../ui/LtrText';
import type { TemplateSettingsStore } from './model/TemplateSettingsStore';

export interface PushSetupListProps {
  store: TemplateSettingsStore;
}

/** The data push setups of a template: edit one, start a new one, or remove one (asked first; its log stays). */
export const PushSetupList = observer(function PushSetupList({ store }: PushSetupListProps) {
  const { t } = useTranslation('approval');
  const editedId = store.push.draft.id;
  return (
    <div className="approval-push-setups">
      {store.setups.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('push.setups.empty')}</p>
      ) : (
        <HTMLTable compact className="approval-table" aria-label={t('push.setups.label')}>
          <thead>
            <tr>
              <th>{t('push.setups.address')}</th>
              <th>{t('push.events')}</th>
              <th>{t('push.setups.state')}</th>
              <th>
                <span className={Classes.TEXT_MUTED}>{t('push.setups.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {store.setups.map((setup) => (
              <tr key={setup.id} className={setup.id === editedId ? 'approval-row-current' : undefined}>
                <td className="approval-clip" title={setup.url}>
                  <LtrText>{setup.url}</LtrText>
                </td>
                <td>
                  {setup.events.length === 0
                    ? t('push.setups.allEvents')
                    : setup.events.map((event) => t(`push.event.${event}`)).join(', ')}
                </td>
                <td>
                  <Tag minimal intent={setup.enabled ? 'success' : 'none'}>
                    {t(setup.enabled ? 'push.setups.on' : 'push.setups.off')}
                  </Tag>
                </td>
                <td className="approval-row-actions">
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    aria-label={t('push.setups.edit', { url: setup.url })}
                    aria-pressed={setup.id === editedId}
                    onClick={() => store.push.edit(setup)}
                  />
                  <ConfirmRemoveButton
                    name={t('push.setups.named', { url: setup.url })}
                    onConfirm={() => void store.remove(setup)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <p className={Classes.TEXT_MUTED}>{t('push.setups.logKept')}</p>
      <Button icon="add" size="small" onClick={() => store.push.edit()}>
        {t('push.setups.new')}
      </Button>
    </div>
  );
});
