/** Everything that blocks publishing (validateFlow); clicking a problem zooms to its node. */
import { Callout, Intent, Menu, MenuItem } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowEditor } from '../../model/editor';
import type { FlowT } from '../../useFlowT';

export const ProblemsPanel = observer(function ProblemsPanel({ editor, t }: { editor: FlowEditor; t: FlowT }) {
  const problems = editor.problems;
  if (problems.length === 0) return <Callout intent={Intent.SUCCESS} icon="tick">{t('problems.none')}</Callout>;
  return (
    <Menu aria-label={t('problems.title')}>
      {problems.map((problem, index) => (
        <MenuItem
          key={`${problem.nodeId}-${problem.messageKey}-${index}`}
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
      ))}
    </Menu>
  );
});
