/**
 * The approval states, one home for both sides (workflow spec §3, §4.1): the server's engine writes them, the
 * contract carries them, the console reads them. No other file writes these numbers.
 */

/**
 * Instance states: 0 under approval, 1 approved, 2 rejected, 3 revoked, 5 forcibly terminated (there is no 4),
 * 6 voided (an approved instance the initiator or an administrator declared void afterwards, spec §6 "void").
 */
export const InstanceState = {
  UnderApproval: 0,
  Approved: 1,
  Rejected: 2,
  Revoked: 3,
  Terminated: 5,
  Voided: 6,
} as const;
export type InstanceStateCode = (typeof InstanceState)[keyof typeof InstanceState];

/** Task states by index: 0 processing, 1 adopt, 2 refuse, 3 overtime, 4 termination, 5 withdraw, 6 transfer, 7 fallback. */
export const TaskState = {
  Processing: 0,
  Adopt: 1,
  Refuse: 2,
  Overtime: 3,
  Termination: 4,
  Withdraw: 5,
  Transfer: 6,
  Fallback: 7,
} as const;
export type TaskStateCode = (typeof TaskState)[keyof typeof TaskState];

/**
 * Task / process-entry types: -1 end (timeline only), 0 initiator, 1 handler (approver or handler node), 2 cc.
 * An initiator task is closed (1 adopt) when the application is submitted. An approver may return the application
 * to the applicant (flow setting `return`): the applicant then gets a new initiator task with task state 0, which
 * means "returned, waiting to be resubmitted"; the instance stays 0 (under approval). Resubmitting closes it as
 * 1 adopt; a recall or termination while it waits closes it as 5 withdraw or 4 termination, like any open task.
 */
export const TaskType = { End: -1, Initiator: 0, Handler: 1, Cc: 2 } as const;
export type TaskTypeCode = (typeof TaskType)[keyof typeof TaskType];

/**
 * What the caller may do on a task now, as the server's engine decides it (the approval modal's buttons):
 * sign in, agree, reject, fall back, stage, transfer, add cc people (spec §6 "allow cc"), add signers, free flow,
 * and on an application returned to its applicant, resubmit it.
 */
export const TASK_ACTIONS = [
  'claim',
  'agree',
  'reject',
  'fallback',
  'stage',
  'transfer',
  'cc',
  'addSigners',
  'freeFlow',
  'resubmit',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** Flow template (process) states: 0 a draft never published, 1 published (it may also hold draft changes). */
export const ProcessStatus = { Draft: 0, Published: 1 } as const;
export type ProcessStatusCode = (typeof ProcessStatus)[keyof typeof ProcessStatus];

/**
 * Where a resubmitted application goes on (flow setting `returnRestart`, with the `return` switch): `start` runs
 * the flow again from the start node, `returner` goes straight back to the node that returned it.
 */
export const RESTART_MODES = ['start', 'returner'] as const;
export type RestartMode = (typeof RESTART_MODES)[number];
