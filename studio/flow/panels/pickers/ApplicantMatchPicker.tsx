/**
 * Picks who an applicant is (or may be): people, organisations, roles and positions, one kind at a time, with
 * every name chosen so far listed above the picker. Used by applicant conditions and the simulator.
 */
import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import type { ApplicantMatch } from '@shared/flow/types';
import type { FlowT } from '../../useFlowT';
import { AssigneeField } from './AssigneeField';
import type { AssigneeKind, FlowDesignerServices } from './types';

const LISTS: ReadonlyArray<[AssigneeKind, keyof ApplicantMatch]> = [
  ['user', 'users'],
  ['organisation', 'organisations'],
  ['role', 'roles'],
  ['position', 'positions'],
];

export const emptyApplicantMatch = (): ApplicantMatch => ({
  users: [],
  organisations: [],
  roles: [],
  positions: [],
});

/** Every name of the match: people, organisations, roles, then positions. */
export const namesOf = (match: ApplicantMatch): string[] =>
  LISTS.flatMap(([, list]) => match[list].map((ref) => ref.name || ref.id));

export interface ApplicantMatchPickerProps {
  match: ApplicantMatch;
  onChange(match: ApplicantMatch): void;
  services: FlowDesignerServices;
  /** Shown while nobody is chosen. */
  emptyText: string;
  /** Kinds offered (all four by default). */
  kinds?: readonly AssigneeKind[];
  t: FlowT;
}

export function ApplicantMatchPicker({
  match,
  onChange,
  services,
  emptyText,
  kinds,
  t,
}: ApplicantMatchPickerProps) {
  const offered = LISTS.filter(([kind]) => !kinds || kinds.includes(kind));
  const [kind, setKind] = useState<AssigneeKind>(offered[0]?.[0] ?? 'user');
  const list = offered.find(([candidate]) => candidate === kind)?.[1] ?? 'users';
  const names = namesOf(match);
  return (
    <>
      <HTMLSelect
        aria-label={t('condition.applicantKind')}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as AssigneeKind)}
      >
        {offered.map(([candidate]) => (
          <option key={candidate} value={candidate}>
            {t(`assignee.${candidate}`)}
          </option>
        ))}
      </HTMLSelect>
      <p className="flow-hint" aria-live="polite">
        {names.length > 0 ? names.join(', ') : emptyText}
      </p>
      <AssigneeField
        key={kind}
        services={services}
        kind={kind}
        t={t}
        value={match[list]}
        onChange={(refs) => onChange({ ...match, [list]: refs })}
      />
    </>
  );
}
