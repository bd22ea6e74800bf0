/**
 * Condition evaluation for condition branches (workflow spec §3 "Condition branch", §4.2, §5).
 * Pure: used by the approval engine to route an instance and by the flow designer's condition simulator.
 *
 * Comparison rules, applied to a form value and a condition value:
 * - both read as finite numbers → compared as numbers;
 * - both read as dates (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, or ISO 8601) → compared as instants
 *   (dates without a zone are read as UTC, so both sides use the same clock-free reading);
 * - otherwise compared as strings (code-point order).
 * An array form value (checkbox, multi-select) matches `eq` when one element equals the value and `ne` when none
 * does; ordering operators never match an array. A missing form value (undefined / null) only equals ''.
 */
import { APPLICANT_FIELD } from './types';
import type { ApplicantMatch, ConditionGroup, ConditionItem, ConditionOperator, FlowNode } from './types';

export type FormValues = Readonly<Record<string, unknown>>;

/**
 * Who applies, as conditions on the applicant read it: their organisation with every organisation above it,
 * their roles and positions. Absent (e.g. nobody known) never matches an applicant condition.
 */
export interface ApplicantFacts {
  userId: string;
  organisationIds: readonly string[];
  roleIds: readonly string[];
  positionIds: readonly string[];
}

/** True when one of the match's lists holds the applicant (an organisation holds its sub-organisations' people). */
export function isApplicantMatch(match: ApplicantMatch | undefined, facts: ApplicantFacts): boolean {
  if (!match) return false;
  const holds = (refs: ApplicantMatch['users'], ids: readonly string[]) =>
    refs.some((ref) => ids.includes(ref.id));
  return (
    holds(match.users, [facts.userId]) ||
    holds(match.organisations, facts.organisationIds) ||
    holds(match.roles, facts.roleIds) ||
    holds(match.positions, facts.positionIds)
  );
}

/** True when some item of the list is a condition on the applicant (the caller then needs `ApplicantFacts`). */
export function hasApplicantCondition(groups: readonly ConditionGroup[] | undefined): boolean {
  return (groups ?? []).some((group) => group.some((item) => item.field === APPLICANT_FIELD));
}

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Reads a string as a finite number, or null. */
export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_PATTERN.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function utc(parts: string[]): number | null {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.map(Number) as number[];
  if (year === undefined || month === undefined || day === undefined) return null;
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(time);
  // Reject impossible calendar dates such as 2024-02-31.
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  return time;
}

/** Reads a string in one of the accepted date formats as epoch milliseconds, or null. */
export function readDate(text: string): number | null {
  const trimmed = text.trim();
  const dateOnly = DATE_ONLY.exec(trimmed);
  if (dateOnly) return utc(dateOnly.slice(1));
  const dateTime = DATE_TIME.exec(trimmed);
  if (dateTime) return utc(dateTime.slice(1));
  if (ISO.test(trimmed)) {
    const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(trimmed.slice(10));
    const time = Date.parse(hasZone ? trimmed : `${trimmed}Z`);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

/** Compares two texts under the rules above: negative, zero or positive. */
export function compareTexts(left: string, right: string): number {
  const leftNumber = readNumber(left);
  const rightNumber = readNumber(right);
  if (leftNumber !== null && rightNumber !== null) return Math.sign(leftNumber - rightNumber);
  const leftDate = readDate(left);
  const rightDate = readDate(right);
  if (leftDate !== null && rightDate !== null) return Math.sign(leftDate - rightDate);
  return left < right ? -1 : left > right ? 1 : 0;
}

function holds(operator: ConditionOperator, order: number): boolean {
  switch (operator) {
    case 'eq':
      return order === 0;
    case 'ne':
      return order !== 0;
    case 'gt':
      return order > 0;
    case 'ge':
      return order >= 0;
    case 'lt':
      return order < 0;
    case 'le':
      return order <= 0;
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** True when the item is complete (field and operator set) and holds for the form values (and the applicant). */
export function evaluateCondition(
  item: ConditionItem,
  formValues: FormValues,
  applicant?: ApplicantFacts,
): boolean {
  const operator = item.operator;
  if (!item.field || !operator) return false;
  if (item.field === APPLICANT_FIELD) {
    if (!applicant || (operator !== 'eq' && operator !== 'ne')) return false;
    return isApplicantMatch(item.applicant, applicant) === (operator === 'eq');
  }
  const value = formValues[item.field];
  if (Array.isArray(value)) {
    const isIn = value.some((element) => compareTexts(asText(element), item.value) === 0);
    if (operator === 'eq') return isIn;
    if (operator === 'ne') return !isIn;
    return false;
  }
  if (value === undefined || value === null) {
    if (operator === 'eq') return item.value === '';
    if (operator === 'ne') return item.value !== '';
    return false;
  }
  return holds(operator, compareTexts(asText(value), item.value));
}

/** Items of a group are AND-ed; an empty group never matches. */
export function evaluateGroup(
  group: ConditionGroup,
  formValues: FormValues,
  applicant?: ApplicantFacts,
): boolean {
  return group.length > 0 && group.every((item) => evaluateCondition(item, formValues, applicant));
}

/**
 * Groups are OR-ed. An empty (or missing) list never matches, unless `isDefault` says it belongs to the
 * default ("other situations") branch, which matches everything.
 */
export function evaluateConditionList(
  conditionList: readonly ConditionGroup[] | undefined,
  formValues: FormValues,
  options: { isDefault?: boolean; applicant?: ApplicantFacts } = {},
): boolean {
  if (options.isDefault) return true;
  return (conditionList ?? []).some((group) => evaluateGroup(group, formValues, options.applicant));
}

/** A branch's priority: `priorityLevel`, else `attr.priorityLevel`, else its position. */
function priorityOf(branch: FlowNode, position: number): number {
  return branch.priorityLevel ?? branch.attr?.priorityLevel ?? position + 1;
}

/** The branches of a group in priority order (stable for equal priorities). */
export function branchesInOrder(group: FlowNode): FlowNode[] {
  return (group.conditionNodes ?? [])
    .map((branch, position) => ({ branch, order: priorityOf(branch, position), position }))
    .sort((a, b) => a.order - b.order || a.position - b.position)
    .map((entry) => entry.branch);
}

/**
 * Picks the branch of a condition group to run: non-default branches in priority order, first match wins;
 * the branch marked `attr.isDefault` runs when none matches; null when nothing runs. `applicant` is read only
 * when a branch has a condition on the applicant (pass a function to look it up lazily).
 */
export function pickBranch(
  group: FlowNode,
  formValues: FormValues,
  applicant?: ApplicantFacts | (() => ApplicantFacts | undefined),
): FlowNode | null {
  const ordered = branchesInOrder(group);
  const factsOf = () => (typeof applicant === 'function' ? applicant() : applicant);
  const match = ordered.find(
    (branch) =>
      !branch.attr?.isDefault &&
      evaluateConditionList(branch.conditionList, formValues, {
        ...(hasApplicantCondition(branch.conditionList) ? { applicant: factsOf() } : {}),
      }),
  );
  return match ?? ordered.find((branch) => branch.attr?.isDefault === true) ?? null;
}
