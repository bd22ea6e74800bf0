import { Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../system/permission/usePermission';

/** The enabled switch of a row ('0' enabled); read-only without the edit permission. */
export const StatusSwitch = observer(function StatusSwitch({
  name,
  status,
  permission,
  onToggle,
}: {
  name: string;
  status: string;
  permission: string;
  onToggle(): void;
}) {
  const { t } = useTranslation('templates');
  const canEdit = usePermission()(permission);
  return (
    <Switch
      style={{ margin: 0 }}
      aria-label={t('ui.enabled', { name })}
      checked={status === '0'}
      disabled={!canEdit}
      onChange={onToggle}
    />
  );
});
