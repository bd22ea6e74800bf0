import { Button, Callout, DialogBody, DialogFooter, FileInput, HTMLTable, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import type { DictImportStore } from './model/DictImportStore';

/** The item upload (console spec §2.3): choose a JSON file or paste it, import all or nothing, read the report. */
export const DictImportDialog = observer(function DictImportDialog({
  store,
  onClose,
  onSaved,
}: {
  store: DictImportStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('dicts');
  if (!store) return null;
  const choose = (file: File | undefined) => {
    if (file) void file.text().then((text) => store.setText(text, file.name));
  };
  return (
    <AppDialog isOpen onClose={onClose} title={t('import.title')} style={{ width: 680 }}>
      <DialogBody>
        <p>{t('import.hint')}</p>
        <FileInput
          fill
          text={store.fileName || t('import.chooseFile')}
          buttonText={t('import.browse')}
          inputProps={{ accept: 'application/json,.json', 'aria-label': t('import.chooseFile') }}
          onInputChange={(e) => choose((e.target as HTMLInputElement).files?.[0])}
        />
        <label htmlFor="dict-import-text" style={{ display: 'block', marginTop: 12 }}>
          {t('import.paste')}
        </label>
        <TextArea
          id="dict-import-text"
          className="dict-import-text"
          dir="ltr"
          value={store.text}
          onChange={(e) => store.setText(e.target.value)}
        />
        {store.message && (
          <Callout intent="danger" role="alert" style={{ marginTop: 12 }}>
            {store.message}
          </Callout>
        )}
        {store.problems.length > 0 && (
          <div className="dict-report">
            <HTMLTable compact striped aria-label={t('import.report')}>
              <thead>
                <tr>
                  <th>{t('import.position')}</th>
                  <th>{t('dict.dictCode')}</th>
                  <th>{t('dict.dictValue')}</th>
                  <th>{t('import.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {store.problems.map((p) => (
                  <tr key={`${p.position}:${p.field}`}>
                    <td dir="ltr">{p.position}</td>
                    <td dir="ltr">{p.dictCode}</td>
                    <td dir="ltr">{p.dictValue}</td>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('dict.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              icon="upload"
              disabled={!store.text.trim()}
              loading={store.isBusy}
              text={t('import.run')}
              onClick={() => void store.run().then((ok) => ok && onSaved())}
            />
          </>
        }
      />
    </AppDialog>
  );
});
