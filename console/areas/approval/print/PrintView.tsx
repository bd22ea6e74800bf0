import './print.css';
import { useEffect } from 'react';
import { Button, Callout, Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { PrintDataRow } from '@shared/api/modules/approval';
import { AppDialog } from '../../../ui/AppDialog';
import { useModel } from '../../../app/useModel';
import { instanceStateKey } from '../model/timelineView';
import { PrintStore } from './model/PrintStore';
import { PRINT_TIME, signaturesOf, timelineRows } from './model/printContent';

export interface PrintViewProps {
  instanceId: string;
  onClose: () => void;
}

/**
 * The print view of an application (workflow spec §2.6): the document on an A4 sheet, printed with the
 * browser's print (the print stylesheet hides everything else); "download as PDF" is the same print with the
 * browser's "Save as PDF" printer, as the toolbar says.
 */
export const PrintView = observer(function PrintView({ instanceId, onClose }: PrintViewProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new PrintStore(deps, instanceId));
  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => {
    document.body.classList.add('approval-printing');
    return () => document.body.classList.remove('approval-printing');
  }, []);
  const data = store.data.value;
  return (
    <AppDialog
      isOpen
      title={t('print.title')}
      icon="print"
      onClose={onClose}
      portalClassName="approval-print-portal"
      className="approval-print-dialog"
    >
      <div className={`${Classes.DIALOG_BODY} approval-print-body`}>
        <div className="approval-print-toolbar">
          <Button
            intent="primary"
            icon="print"
            disabled={!store.isReady}
            autoFocus
            onClick={() => window.print()}
          >
            {t('print.print')}
          </Button>
          <Button onClick={onClose}>{t('print.close')}</Button>
          <Callout compact icon="info-sign" className="approval-print-hint">
            {t('print.pdfHint')}
          </Callout>
        </div>
        {store.data.failed && <NonIdealState icon="error" title={t('print.failed')} />}
        {!store.data.failed && !store.isReady && (
          <div className="approval-loading">
            <Spinner size={32} />
          </div>
        )}
        {data && store.isReady && (
          <article className="approval-print-sheet" aria-label={data.info.itemName}>
            {store.customHtml !== undefined ? (
              // cleaned on save, on read, and here again (sanitizeHtml) after the placeholders were filled in
              <div dangerouslySetInnerHTML={{ __html: store.customHtml }} />
            ) : (
              <DefaultPrint data={data} />
            )}
          </article>
        )}
      </div>
    </AppDialog>
  );
});

/** The default layout: title, applicant and status, the form values, the dynamics and the signatures. */
function DefaultPrint({ data }: { data: PrintDataRow }) {
  const { t } = useTranslation('approval');
  const translate = (key: string, values?: Record<string, unknown>) => t(key, values);
  const rows = timelineRows(data, translate);
  const signatures = signaturesOf(data);
  return (
    <>
      <h1 className="approval-print-title">{data.info.itemName}</h1>
      <p className="approval-print-meta">
        <span>{data.info.processName}</span>
        <span>
          {t('print.initiator')}: {data.initiatorName}
        </span>
        <span>
          {t('print.createTime')}: {dayjs(data.info.createTime).format(PRINT_TIME)}
        </span>
        <span>
          {t('print.state')}: {t(instanceStateKey(data.info.instanceState))}
        </span>
      </p>
      <h2>{t('print.form')}</h2>
      {data.fields.length === 0 ? (
        <p>{t('print.noFields')}</p>
      ) : (
        <HTMLTable bordered compact className="approval-print-table">
          <tbody>
            {data.fields.map((field) => (
              <tr key={field.key}>
                <th scope="row">{field.label}</th>
                <td>{field.value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <h2>{t('print.timeline')}</h2>
      <HTMLTable bordered compact className="approval-print-table">
        <thead>
          <tr>
            {(['node', 'person', 'result', 'opinion', 'time'] as const).map((column) => (
              <th key={column}>{t(`print.col.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.node}</td>
              <td>{row.person}</td>
              <td>{row.result}</td>
              <td>{row.opinion}</td>
              <td>{row.time}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {signatures.length > 0 && (
        <>
          <h2>{t('print.signatures')}</h2>
          <div className="approval-print-signatures">
            {signatures.map((item, index) => (
              <figure key={index} className="approval-print-signature">
                <img src={item.image} alt={t('signature.alt', { name: item.person })} />
                <figcaption>{`${item.person} · ${item.node} · ${item.time}`}</figcaption>
              </figure>
            ))}
          </div>
        </>
      )}
    </>
  );
}
