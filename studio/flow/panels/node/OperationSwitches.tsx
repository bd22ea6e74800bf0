/** Node operation switches with descriptions: start node withdraw; approver fallBack, staging, transmitted, needClaim. */
import { Switch } from '@blueprintjs/core';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { NodePanelProps } from './ApproverPanel';

export function OperationSwitches({ draft, onChange, t }: NodePanelProps) {
  const keys = nodeTypeOf(draft.type).configureKeys;
  if (keys.length === 0) return <p className="flow-hint">{t('operation.none')}</p>;
  const configure = draft.configure ?? {};
  return (
    <>
      {keys.map((key) => (
        <div key={key} className="flow-operation">
          <Switch
            checked={configure[key] === true}
            label={t(`operation.${key}`)}
            onChange={(event) =>
              onChange({ ...draft, configure: { ...configure, [key]: event.currentTarget.checked } })
            }
          />
          <p className="flow-hint">{t(`operation.${key}Help`)}</p>
        </div>
      ))}
    </>
  );
}
