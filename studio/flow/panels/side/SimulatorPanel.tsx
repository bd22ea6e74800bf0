/**
 * Condition simulator: sample form values, an initiator and who applies (people, organisations, roles,
 * positions); the canvas highlights the path the engine would take (the same `pickBranch`), and the list says
 * who would approve each step.
 */
import { useState } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowEditor } from '../../model/editor';
import { simulateFlow } from '../../model/editor/simulate';
import type { SimulatedAssignees } from '../../model/editor/simulate';
import type { ApplicantFacts } from '@shared/flow/evaluate';
import type { ApplicantMatch } from '@shared/flow/types';
import type { FlowT, FlowUiKey } from '../../useFlowT';
import { ApplicantMatchPicker, emptyApplicantMatch } from '../pickers/ApplicantMatchPicker';
import type { FlowDesignerServices } from '../pickers/types';

function who(assignees: SimulatedAssignees, t: FlowT): string {
  switch (assignees.kind) {
    case 'names':
      return assignees.names.join(', ');
    case 'initiator':
      return t('simulator.initiatorIs', { name: assignees.name });
    case 'dynamic':
      return t('approver.dynamic');
    case 'supervisor':
      return t(assignees.message.key as FlowUiKey, assignees.message.params);
    default:
      return t('simulator.nobody');
  }
}

export const SimulatorPanel = observer(function SimulatorPanel({
  editor,
  services,
  t,
}: {
  editor: FlowEditor;
  services: FlowDesignerServices;
  t: FlowT;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [initiator, setInitiator] = useState('');
  const [applicant, setApplicant] = useState<ApplicantMatch>(emptyApplicantMatch);
  const simulation = editor.simulation;
  const run = async () => {
    const organisations = applicant.organisations.map((ref) => ref.id);
    const above = services.organisationsAbove
      ? await services.organisationsAbove(organisations).catch(() => [])
      : [];
    const facts: ApplicantFacts = {
      userId: applicant.users[0]?.id ?? '',
      organisationIds: [...organisations, ...above],
      roleIds: applicant.roles.map((ref) => ref.id),
      positionIds: applicant.positions.map((ref) => ref.id),
    };
    editor.setSimulation(simulateFlow(editor.doc.root, values, initiator, facts));
  };
  return (
    <div aria-label={t('simulator.title')} role="region">
      {editor.fields.map((field) => (
        <FormGroup key={field.key} label={field.label}>
          <InputGroup
            aria-label={field.label}
            value={values[field.key] ?? ''}
            onChange={(event) => setValues({ ...values, [field.key]: event.currentTarget.value })}
          />
        </FormGroup>
      ))}
      {editor.fields.length === 0 && <p className="flow-hint">{t('simulator.noFields')}</p>}
      <FormGroup label={t('simulator.initiator')}>
        <InputGroup
          aria-label={t('simulator.initiator')}
          value={initiator}
          onChange={(event) => setInitiator(event.currentTarget.value)}
        />
      </FormGroup>
      <details className="flow-simulator-applicant">
        <summary>{t('simulator.applicant')}</summary>
        <ApplicantMatchPicker
          match={applicant}
          onChange={setApplicant}
          services={services}
          emptyText={t('simulator.applicantNobody')}
          t={t}
        />
      </details>
      <Button intent={Intent.PRIMARY} icon="play" text={t('simulator.run')} onClick={() => void run()} />{' '}
      <Button text={t('simulator.clear')} disabled={!simulation} onClick={() => editor.setSimulation(null)} />
      {simulation && (
        <ol className="flow-simulation" aria-label={t('simulator.path')}>
          {simulation.steps.map((step) => (
            <li key={step.nodeId}>
              <strong>{step.nodeName}</strong>: {who(step.assignees, t)}
            </li>
          ))}
          {simulation.steps.length === 0 && <li>{t('simulator.noSteps')}</li>}
        </ol>
      )}
    </div>
  );
});
