import { Button, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RESTART_MODES } from '@shared/approval/states';
import type { RestartMode } from '@shared/api/modules/approval';
import type { TaskModalStore } from './model/TaskModalStore';

export interface ResubmitActionsProps {
  store: TaskModalStore;
  /** Reads the validated form (rejects when a field is invalid). */
  read: () => Promise<Record<string, unknown>>;
}

const isRestartMode = (value: string): value is RestartMode =>
  (RESTART_MODES as readonly string[]).includes(value);

/**
 * Resubmitting an application returned to its applicant (issue 28): where it goes on, when the flow lets them
 * pick (the start of the flow, or straight back to the node that returned it), and the Resubmit button.
 */
export const ResubmitActions = observer(function ResubmitActions({ store, read }: ResubmitActionsProps) {
  const { t } = useTranslation('approval');
  const returned = store.task.value?.returned;
  const options = returned?.restartOptions ?? [];
  return (
    <>
      {options.length > 1 && (
        <RadioGroup
          inline
          label={t('resubmit.restart')}
          selectedValue={store.restartChoice ?? undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isRestartMode(value)) store.setRestart(value);
          }}
        >
          {options.map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={t(`resubmit.${mode}`, { nodeName: returned?.nodeName ?? '' })}
            />
          ))}
        </RadioGroup>
      )}
      <Button
        intent="primary"
        icon="send-message"
        loading={store.runner.isBusy}
        onClick={() => void store.resubmit(read)}
      >
        {t('op.resubmit')}
      </Button>
    </>
  );
});
