import { useEffect, useRef } from 'react';
import {
  Button,
  Card,
  Classes,
  FormGroup,
  H6,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { NextApproverDialog } from '../task/NextApproverDialog';
import { TaskForms, type TaskFormsHandle } from '../task/TaskForms';
import { StartApplicationStore } from './model/StartApplicationStore';
import { StartPicks } from './StartPicks';

export interface StartApplicationDialogProps {
  onClose: (changed: boolean) => void;
}

/** Start an application: pick a published template, fill its form in the runtime, submit. */
export const StartApplicationDialog = observer(function StartApplicationDialog({
  onClose,
}: StartApplicationDialogProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new StartApplicationStore(deps));
  const forms = useRef<TaskFormsHandle>(null);
  useEffect(() => void store.start(), [store]);
  const { chosen, degrees, actors } = store;
  const templates = store.templates.isLoading ? null : (store.templates.value ?? null);

  const submit = async () => {
    if (await store.submit(() => forms.current?.validated() ?? Promise.resolve({}))) onClose(true);
  };

  return (
    <AppDialog
      isOpen
      onClose={() => onClose(false)}
      title={chosen ? t('start.fill', { name: chosen.processName }) : t('start.pick')}
      style={{ width: 860 }}
      icon="add"
    >
      <div className={Classes.DIALOG_BODY}>
        {!chosen && templates === null && (
          <div className="approval-loading">
            <Spinner size={24} />
          </div>
        )}
        {!chosen && templates?.length === 0 && <NonIdealState icon="inbox" title={t('start.noTemplates')} />}
        {!chosen &&
          templates &&
          store.groups().map(({ group, rows }) => (
            <section key={group} className="approval-start-group">
              <H6>{t(`group.${group}`)}</H6>
              <div className="approval-start-cards">
                {rows.map((row) => (
                  <Card
                    key={row.id}
                    interactive
                    compact
                    onClick={() => void store.pick(row)}
                    className="approval-start-card"
                    role="button"
                    aria-label={row.processName}
                  >
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
              <FormGroup label={t('modal.itemName')} inline className="approval-meta-field">
                <InputGroup
                  value={store.itemName}
                  onValueChange={(value) => store.setItemName(value)}
                  placeholder={t('start.itemNamePlaceholder')}
                  aria-label={t('modal.itemName')}
                />
              </FormGroup>
              <FormGroup label={t('modal.degree')} inline className="approval-meta-field">
                <HTMLSelect
                  aria-label={t('modal.degree')}
                  value={store.degree}
                  onChange={(e) => store.setDegree(Number(e.currentTarget.value))}
                  options={(degrees.options.length ? degrees.options : [{ value: 1, label: '1' }]).map(
                    (d) => ({ value: d.value, label: d.label }),
                  )}
                />
              </FormGroup>
            </div>
            <TaskForms
              ref={forms}
              key={chosen.processId}
              forms={chosen.forms}
              displayMode={chosen.displayMode}
              value={{}}
              privileges={chosen.privileges}
              isReadOnly={false}
            />
            <StartPicks store={store} />
            <FormGroup label={t('modal.submitReason')} labelFor="approval-start-comment">
              <TextArea
                id="approval-start-comment"
                rows={4}
                fill
                value={store.comment}
                onChange={(e) => store.setComment(e.currentTarget.value)}
                placeholder={t('modal.submitReasonPlaceholder')}
              />
            </FormGroup>
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {chosen && <Button onClick={() => store.back()}>{t('start.back')}</Button>}
          <Button onClick={() => onClose(false)}>{t('op.cancel')}</Button>
          {chosen && (
            <Button intent="primary" loading={store.runner.isBusy} onClick={() => void submit()}>
              {t('op.submit')}
            </Button>
          )}
        </div>
      </div>
      {store.picking && (
        <NextApproverDialog
          isOpen
          nodeNames={[store.picking.nodeName]}
          selectMode={store.picking.selectMode}
          onClose={(people) => store.answerPicker(people)}
        />
      )}
      {actors.asking && (
        <NextApproverDialog
          isOpen
          nodeNames={actors.asking.nodeNames}
          selectMode={actors.asking.selectMode}
          onClose={(people) => actors.answer(people)}
        />
      )}
    </AppDialog>
  );
});
