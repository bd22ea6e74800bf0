/**
 * Quick approval on the to-do list (workflow spec §6 "quick approval"): the button for the chosen rows, the one
 * confirmation, and the outcome of each task as the server answered it.
 */
import { Alert, Button, Classes, HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import type { QuickApprovalStore } from './model/QuickApprovalStore';

export interface QuickApprovalBarProps {
  store: QuickApprovalStore;
}

export const QuickApprovalBar = observer(function QuickApprovalBar({ store }: QuickApprovalBarProps) {
  const { t } = useTranslation('approval');
  const count = store.chosen.length;
  return (
    <>
      <Button
        icon="tick-circle"
        intent="success"
        disabled={count === 0}
        loading={store.isBusy}
        onClick={() => store.confirm()}
      >
        {t('quick.button', { count })}
      </Button>
      <Alert
        isOpen={store.isConfirming}
        intent="success"
        icon="tick-circle"
        confirmButtonText={t('quick.confirm')}
        cancelButtonText={t('op.cancel')}
        loading={store.isBusy}
        onCancel={() => store.cancel()}
        onConfirm={() => void store.approve()}
      >
        <p>{t('quick.question', { count })}</p>
      </Alert>
      {store.outcomes && <QuickOutcomes store={store} />}
    </>
  );
});

const QuickOutcomes = observer(function QuickOutcomes({ store }: QuickApprovalBarProps) {
  const { t } = useTranslation('approval');
  const outcomes = store.outcomes ?? [];
  const approved = outcomes.filter((outcome) => outcome.isApproved).length;
  return (
    <AppDialog isOpen title={t('quick.resultsTitle')} icon="tick-circle" onClose={() => store.dismiss()}>
      <div className={Classes.DIALOG_BODY}>
        <p>{t('quick.summary', { approved, refused: outcomes.length - approved })}</p>
        <HTMLTable compact className="approval-quick-results" aria-label={t('quick.resultsTitle')}>
          <tbody>
            {outcomes.map((outcome) => (
              <tr key={outcome.taskId}>
                <td>{outcome.title}</td>
                <td>
                  <Tag minimal intent={outcome.isApproved ? 'success' : 'danger'}>
                    <Icon icon={outcome.isApproved ? 'tick' : 'cross'} size={12} />{' '}
                    {t(outcome.isApproved ? 'quick.approved' : 'quick.refused')}
                  </Tag>
                </td>
                <td>{outcome.reason}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button intent="primary" onClick={() => store.dismiss()}>
            {t('op.close')}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
});
