import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import { OrganizeTreePicker } from '../pickers/OrganizeTreePicker';
import type { DataPermStore } from './model/DataPermStore';

/** Organisations whose data the user may see, and those excluded. */
export const DataPermDialog = observer(function DataPermDialog({
  store,
  onClose,
}: {
  store: DataPermStore | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  if (!store) return null;
  const save = () => void store.save().then((saved) => saved && onClose());
  return (
    <AppDialog isOpen onClose={onClose} title={t('user.dataPerm')} style={{ width: 760 }}>
      <DialogBody>
        <div className="admin-dialog-body">
          <Field label={t('user.dataInclude')}>
            <OrganizeTreePicker
              multiple
              value={store.include}
              onChange={(v) => store.setInclude(v)}
              height={260}
            />
          </Field>
          <Field label={t('user.dataExclude')}>
            <OrganizeTreePicker
              multiple
              value={store.exclude}
              onChange={(v) => store.setExclude(v)}
              height={260}
            />
          </Field>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.cancel')} onClick={onClose} />
            <Button intent="primary" loading={store.runner.isBusy} text={t('ui.save')} onClick={save} />
          </>
        }
      />
    </AppDialog>
  );
});
