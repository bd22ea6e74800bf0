import type { ReactNode } from 'react';
import { Button, Callout, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FormStepsStore } from './model/FormStepsStore';

export interface SteppedFormsProps {
  steps: FormStepsStore;
  titles: string[];
  /** Every form stays mounted (what was typed is kept); only the current one shows. */
  panels: ReactNode[];
}

/**
 * Several bound forms one at a time (workflow spec §2.6 display mode '2'): the step titles, the current form,
 * and Previous step / Next step; Next checks the step's required fields first.
 */
export const SteppedForms = observer(function SteppedForms({ steps, titles, panels }: SteppedFormsProps) {
  const { t } = useTranslation('approval');
  const title = titles[steps.index] ?? '';
  return (
    <section className="approval-steps" aria-label={t('steps.label')}>
      <ol className="approval-steps-bar">
        {titles.map((name, index) => (
          <li
            key={index}
            className={index === steps.index ? 'is-current' : index < steps.index ? 'is-done' : undefined}
            aria-current={index === steps.index ? 'step' : undefined}
          >
            <span className="approval-steps-number">{index + 1}</span>
            <span className="approval-steps-title">{name}</span>
          </li>
        ))}
      </ol>
      <p className={Classes.TEXT_MUTED}>
        {t('steps.position', { index: steps.index + 1, count: steps.count, title })}
      </p>
      {panels.map((panel, index) => (
        <div
          key={index}
          className="approval-form"
          hidden={index !== steps.index}
          role="group"
          aria-label={titles[index]}
        >
          {panel}
        </div>
      ))}
      {steps.blockedStep === steps.index && (
        <Callout intent="warning" icon="warning-sign" role="alert" className="approval-steps-message">
          {t('steps.required', { title })}
        </Callout>
      )}
      <div className="approval-steps-nav">
        <Button icon="arrow-left" disabled={steps.isFirst} onClick={() => steps.back()}>
          {t('steps.back')}
        </Button>
        {!steps.isLast && (
          <Button
            intent="primary"
            variant="outlined"
            endIcon="arrow-right"
            loading={steps.isChecking}
            onClick={() => void steps.next()}
          >
            {t('steps.next')}
          </Button>
        )}
      </div>
    </section>
  );
});
