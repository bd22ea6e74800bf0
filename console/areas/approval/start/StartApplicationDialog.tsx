import { useEffect, useRef, useState } from 'react';
import { Button, Card, Classes, FormGroup, H6, HTMLSelect, InputGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { ProcessRowData } from '@shared/api/modules/approval';
import type { ResponseOf } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { useDegrees } from '../useDegrees';
import { NextApproverDialog } from '../task/NextApproverDialog';
import { TaskForms, type TaskFormsHandle } from '../task/TaskForms';

export interface StartApplicationDialogProps { onClose: (changed: boolean) => void }

type StartForm = ResponseOf<typeof api.approval.startForm>;
const GROUPS = ['hr', 'attendance', 'administration', 'finance', 'payroll', 'assets'];
const requestId = () => `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Start an application: pick a published template, fill its form in the runtime, submit. */
export function StartApplicationDialog({ onClose }: StartApplicationDialogProps) {
  const { t } = useTranslation('approval');
  const { client, notify } = useStores();
  const degrees = useDegrees();
  const [templates, setTemplates] = useState<ProcessRowData[] | null>(null);
  const [chosen, setChosen] = useState<StartForm | null>(null);
  const [itemName, setItemName] = useState('');
  const [degree, setDegree] = useState(1);
  const [comment, setComment] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [actors, setActors] = useState<{ names: string[]; mode: number; resolve: (c: { id: string; name: string }[]) => void } | null>(null);
  const forms = useRef<TaskFormsHandle>(null);

  useEffect(() => {
    client.call(api.approval.processPage, { query: { pageNum: 1, limit: 200, published: 1 } }).then((p) => setTemplates(p.rows)).catch(() => setTemplates([]));
  }, [client]);

  const pick = (row: ProcessRowData) => {
    client.call(api.approval.startForm, { query: { processId: row.id } }).then(setChosen).catch(() => undefined);
  };

  const submit = async () => {
    if (!chosen || isBusy) return;
    let params: Record<string, unknown>;
    try {
      params = (await forms.current?.validated()) ?? {};
    } catch {
      return;
    }
    setBusy(true);
    try {
      const check = await client.call(api.approval.startPreview, { body: { processId: chosen.processId, params } });
      let assignorList: { id: string; name: string }[] | undefined;
      if (check.needActors) {
        assignorList = await new Promise<{ id: string; name: string }[]>((resolve) => setActors({ names: check.nodes.map((n) => n.nodeName), mode: check.nodes[0]?.selectMode ?? 2, resolve }));
        setActors(null);
        if (assignorList.length === 0) return;
      }
      await client.call(api.approval.start, { body: { processId: chosen.processId, params, degree, comment, requestId: requestId(), ...(itemName.trim() ? { itemName: itemName.trim() } : {}), ...(assignorList ? { assignorList } : {}) } });
      notify.success(t('message.success'));
      onClose(true);
    } catch {
      // the server's message was shown
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog isOpen onClose={() => onClose(false)} title={chosen ? t('start.fill', { name: chosen.processName }) : t('start.pick')} style={{ width: 860 }} icon="add">
      <div className={Classes.DIALOG_BODY}>
        {!chosen && templates === null && <div className="approval-loading"><Spinner size={24} /></div>}
        {!chosen && templates?.length === 0 && <NonIdealState icon="inbox" title={t('start.noTemplates')} />}
        {!chosen && templates && GROUPS.filter((g) => templates.some((row) => row.processType === g)).map((group) => (
          <section key={group} className="approval-start-group">
            <H6>{t(`group.${group}`)}</H6>
            <div className="approval-start-cards">
              {templates.filter((row) => row.processType === group).map((row) => (
                <Card key={row.id} interactive compact onClick={() => pick(row)} className="approval-start-card" role="button" aria-label={row.processName}>
                  <strong>{row.processName}</strong>
                  <div className={Classes.TEXT_MUTED}>{row.description}</div>
                </Card>
              ))}
            </div>
          </section>
        ))}
        {chosen && (
          <>
            <div className="approval-modal-meta">
              <FormGroup label={t('modal.itemName')} inline className="approval-meta-field"><InputGroup value={itemName} onValueChange={setItemName} placeholder={t('start.itemNamePlaceholder')} aria-label={t('modal.itemName')} /></FormGroup>
              <FormGroup label={t('modal.degree')} inline className="approval-meta-field">
                <HTMLSelect aria-label={t('modal.degree')} value={degree} onChange={(e) => setDegree(Number(e.currentTarget.value))}
                  options={(degrees.length ? degrees : [{ value: 1, label: '1' }]).map((d) => ({ value: d.value, label: d.label }))} />
              </FormGroup>
            </div>
            <TaskForms ref={forms} forms={chosen.forms} value={{}} privileges={chosen.privileges} isReadOnly={false} />
            <FormGroup label={t('modal.submitReason')} labelFor="approval-start-comment">
              <TextArea id="approval-start-comment" rows={4} fill value={comment} onChange={(e) => setComment(e.currentTarget.value)} placeholder={t('modal.submitReasonPlaceholder')} />
            </FormGroup>
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {chosen && <Button onClick={() => setChosen(null)}>{t('start.back')}</Button>}
          <Button onClick={() => onClose(false)}>{t('op.cancel')}</Button>
          {chosen && <Button intent="primary" loading={isBusy} onClick={() => void submit()}>{t('op.submit')}</Button>}
        </div>
      </div>
      {actors && <NextApproverDialog isOpen nodeNames={actors.names} selectMode={actors.mode} onClose={actors.resolve} />}
    </AppDialog>
  );
}
