/**
 * Everything that blocks publishing (validateFlow); clicking a problem zooms to its node. The list follows the
 * flow one frame late (after the edit has been painted), and a problem that stays keeps its row.
 */
import { memo } from 'react';
import { Callout, Intent, Menu, MenuItem } from '@blueprintjs/core';
import type { FlowProblem } from '@shared/flow/validateFlow';
import type { FlowEditor } from '../../model/editor';
import type { FlowT } from '../../useFlowT';

export interface ProblemsPanelProps {
  editor: FlowEditor;
  t: FlowT;
  /** Null until the list has been worked out (just after the panel first shows). */
  problems: readonly FlowProblem[] | null;
}

const ProblemRow = memo(function ProblemRow({
  editor,
  t,
  problem,
}: {
  editor: FlowEditor;
  t: FlowT;
  problem: FlowProblem;
}) {
  return (
    <MenuItem
      className="flow-problem"
      icon="error"
      intent={Intent.DANGER}
      multiline
      text={t(problem.messageKey, problem.params)}
      onClick={() => {
        editor.view.setZoom(100);
        editor.focusNode(problem.nodeId);
      }}
    />
  );
});

/** Keys that stay with a problem when problems before it come or go. */
function rowKeys(problems: readonly FlowProblem[]): string[] {
  const seen = new Map<string, number>();
  return problems.map((problem) => {
    const key = `${problem.nodeId}-${problem.messageKey}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return `${key}-${count}`;
  });
}

export function ProblemsPanel({ editor, t, problems }: ProblemsPanelProps) {
  if (!problems) return null;
  if (problems.length === 0)
    return (
      <Callout intent={Intent.SUCCESS} icon="tick">
        {t('problems.none')}
      </Callout>
    );
  const keys = rowKeys(problems);
  return (
    <Menu aria-label={t('problems.title')}>
      {problems.map((problem, index) => (
        <ProblemRow key={keys[index]} editor={editor} t={t} problem={problem} />
      ))}
    </Menu>
  );
}
