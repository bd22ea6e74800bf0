import type { FieldProblem } from '../identity/rules';

/** The longest project name and description (console spec §7.1 project service). */
export const PROJECT_LIMITS = { projectName: 50, description: 200 } as const;

/** Adding or editing a project: a name is needed; name and description have a length limit. Every problem at once. */
export const checkProject = (input: { projectName?: string; description?: string }): FieldProblem[] => {
  const name = (input.projectName ?? '').trim();
  const description = input.description ?? '';
  const problems: (FieldProblem | null)[] = [
    name === ''
      ? { field: 'projectName', key: 'rule.projectNameRequired' }
      : name.length > PROJECT_LIMITS.projectName
        ? { field: 'projectName', key: 'rule.maxLength', params: { max: PROJECT_LIMITS.projectName } }
        : null,
    description.length > PROJECT_LIMITS.description
      ? { field: 'description', key: 'rule.maxLength', params: { max: PROJECT_LIMITS.description } }
      : null,
  ];
  return problems.filter((p): p is FieldProblem => p !== null);
};
