/**
 * Console host of the form designer at /workflow/form-designer/:formId ('new' creates a form).
 * The designer emits the document on save; the `FormDesignerStore` stores it with workflow/form/config/update.
 */
import { useEffect, useId } from 'react';
import { InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FormDocument } from '@shared/form';
import { FormDesigner } from '@studio/form';
import type { ToolbarAction } from '@studio/form';
import { useStores } from '../../app/storeContext';
import { useFormDataSource } from '../../app/useFormDataSource';
import { useModel } from '../../app/useModel';
import { FORM_LIST_PATH, designerPath, formIdOfPath } from './formPaths';
import { FormDesignerStore } from './model/FormDesignerStore';

const TOOLBAR: ToolbarAction[] = [
  'save',
  'preview',
  'mobilePreview',
  'importJson',
  'exportJson',
  'exportCode',
  'reset',
  'close',
  'undo',
  'redo',
];

function FormDesignerPage() {
  // The designer shows its own notices (import problems) through the shell's notifier.
  const { notify } = useStores();
  const { t } = useTranslation('formDesigner');
  const location = useLocation();
  const navigate = useNavigate();
  const routeId = formIdOfPath(location.pathname);
  const store = useModel((deps) => new FormDesignerStore(deps));
  const nameId = useId();
  const dataSource = useFormDataSource();

  useEffect(() => {
    void store.open(routeId);
  }, [store, routeId]);

  const save = async (document: FormDocument) => {
    const createdId = await store.save(document);
    if (createdId) navigate(designerPath(createdId), { replace: true });
  };

  const { loaded } = store;
  if (loaded === 'missing') return <NonIdealState icon="search" title={t('host.notFound')} />;
  if (loaded === null) return <Spinner />;
  return (
    <div className="fd-host">
      <div className="fd-host-bar">
        <label htmlFor={nameId}>{t('host.formName')}</label>
        <InputGroup
          id={nameId}
          value={store.formName}
          placeholder={t('host.formNamePlaceholder')}
          onChange={(event) => store.setFormName(event.target.value)}
        />
      </div>
      <FormDesigner
        initial={loaded.document}
        formId={store.formId || undefined}
        toolbar={TOOLBAR}
        dataSource={dataSource}
        notify={notify}
        onSave={(document) => void save(document)}
        onClose={() => navigate(FORM_LIST_PATH)}
      />
    </div>
  );
}

export default observer(FormDesignerPage);
