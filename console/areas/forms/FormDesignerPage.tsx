/**
 * Console host of the form designer at /workflow/form-designer/:formId ('new' creates a form).
 * The designer emits the document on save; this page stores it with workflow/form/config/update.
 */
import { useEffect, useId, useState } from 'react';
import { InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '@shared/api';
import type { FormDocument } from '@shared/form';
import { FormDesigner, parseImport } from '@studio/form';
import type { ToolbarAction } from '@studio/form';
import { useStores } from '../../app/storeContext';
import { FORM_LIST_PATH, NEW_FORM_ID, designerPath, formIdOfPath, parseJsonContent } from './formPaths';

const TOOLBAR: ToolbarAction[] = ['save', 'preview', 'mobilePreview', 'importJson', 'exportJson', 'exportCode', 'reset', 'close', 'undo', 'redo'];

interface Loaded {
  document: FormDocument | undefined;
  formName: string;
  remark: string;
}

export default function FormDesignerPage() {
  const { client, notify } = useStores();
  const { t } = useTranslation('formDesigner');
  const location = useLocation();
  const navigate = useNavigate();
  const routeId = formIdOfPath(location.pathname);
  const [formId, setFormId] = useState(routeId === NEW_FORM_ID ? '' : routeId);
  const [loaded, setLoaded] = useState<Loaded | null | 'missing'>(routeId === NEW_FORM_ID ? { document: undefined, formName: '', remark: '' } : null);
  const [formName, setFormName] = useState('');
  const nameId = useId();

  useEffect(() => {
    if (routeId === NEW_FORM_ID) return undefined;
    let isLive = true;
    client.call(api.approval.formDetail, { query: { id: routeId } }).then(
      (detail) => {
        if (!isLive) return;
        const parsed = parseImport(parseJsonContent(detail.jsonContent) ?? {});
        setLoaded({ document: parsed.ok ? parsed.document : undefined, formName: detail.formName, remark: detail.remark });
        setFormName(detail.formName);
      },
      () => isLive && setLoaded('missing'),
    );
    return () => {
      isLive = false;
    };
  }, [client, routeId]);

  const save = async (document: FormDocument) => {
    const name = formName.trim();
    if (!name) return notify.warning(t('host.nameRequired'));
    const body = { formName: name, jsonContent: JSON.stringify(document), remark: loaded && loaded !== 'missing' ? loaded.remark : '' };
    const { id } = await client.call(api.approval.formUpdate, { body: formId ? { id: formId, ...body } : body });
    notify.success(t('host.saved'));
    if (!formId) {
      setFormId(id);
      navigate(designerPath(id), { replace: true });
    }
  };

  if (loaded === 'missing') return <NonIdealState icon="search" title={t('host.notFound')} />;
  if (loaded === null) return <Spinner />;
  return (
    <div className="fd-host">
      <div className="fd-host-bar">
        <label htmlFor={nameId}>{t('host.formName')}</label>
        <InputGroup id={nameId} value={formName} placeholder={t('host.formNamePlaceholder')} onChange={(event) => setFormName(event.target.value)} />
      </div>
      <FormDesigner
        initial={loaded.document}
        formId={formId || undefined}
        toolbar={TOOLBAR}
        notify={notify}
        onSave={(document) => void save(document).catch(() => undefined)}
        onClose={() => navigate(FORM_LIST_PATH)}
      />
    </div>
  );
}
