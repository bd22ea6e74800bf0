/**
 * The properties tab of each node type, keyed by the registry's type names: the one place the drawer's
 * per-type panels live (a new node type gets its entry here, checked by the compiler).
 */
import type { ReactNode } from 'react';
import type { NodeTypeName } from '@shared/flow/nodeTypes';
import type { FlowFormField } from '@shared/flow/types';
import type { NodePanelProps } from './ApproverPanel';
import { ApproverPanel } from './ApproverPanel';
import { CcPanel } from './CcPanel';
import { ConditionPanel } from './ConditionPanel';

export interface PropertiesPanelProps extends NodePanelProps {
  /** Fields of the bound form. */
  fields: FlowFormField[];
}

export type PropertiesPanel = (props: PropertiesPanelProps) => ReactNode;

function StartHelp({ t }: PropertiesPanelProps) {
  return <p className="flow-hint">{t('drawer.startHelp')}</p>;
}

/** Handler nodes: who handles the step is chosen as for an approver; they only mark it handled. */
function HandlerPanel(props: PropertiesPanelProps) {
  return (
    <>
      <p className="flow-hint">{props.t('drawer.handlerHelp')}</p>
      <ApproverPanel {...props} />
    </>
  );
}

function OpinionHelp({ t }: PropertiesPanelProps) {
  return <p className="flow-hint">{t('drawer.opinionHelp')}</p>;
}

function NoProperties({ t }: PropertiesPanelProps) {
  return <p className="flow-hint">{t('drawer.noProperties')}</p>;
}

export const NODE_PANELS: Record<NodeTypeName, PropertiesPanel> = {
  start: StartHelp,
  approver: ApproverPanel,
  cc: CcPanel,
  conditionBranch: ConditionPanel,
  branchGroup: NoProperties,
  handler: HandlerPanel,
  opinionBranch: OpinionHelp,
  other: NoProperties,
  parallelBranch: NoProperties,
  merge: NoProperties,
};
