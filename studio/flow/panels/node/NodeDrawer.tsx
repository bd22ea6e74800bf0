/**
 * The node drawer (40 % wide, full width under 768 px): node properties, basic attributes and more
 * attributes. It edits a draft; Confirm applies it as one undo entry, Cancel drops it.
 */
import { useEffect, useState } from 'react';
import { Button, Classes, Drawer, FormGroup, InputGroup, Intent, Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { findNode } from '@shared/flow/tree';
import type { FlowNode } from '@shared/flow/types';
import { nodeTypeOf } from '@shared/flow/nodeTypes';
import type { FlowEditor } from '../../model/editor';
import { applyNodeDraft, draftProblems } from '../../model/editor/nodeDraft';
import type { FlowT } from '../../useFlowT';
import type { FlowDesignerServices } from '../pickers/types';
import { useIsNarrow } from '../useIsNarrow';
import { OperationSwitches } from './OperationSwitches';
import { PrivilegePanel } from './PrivilegePanel';
import { NODE_PANELS } from './nodePanels';
import { TimeLimitSection } from './TimeLimitSection';

export interface NodeDrawerProps {
  editor: FlowEditor;
  nodeId: string;
  services: FlowDesignerServices;
  t: FlowT;
  onClose(): void;
}

function PropertiesTab({
  draft,
  onChange,
  editor,
  services,
  t,
  hasTimeLimit,
}: {
  draft: FlowNode;
  onChange(d: FlowNode): void;
  editor: FlowEditor;
  services: FlowDesignerServices;
  t: FlowT;
  /** The flow's time-limit switch is on and the node is an approver. */
  hasTimeLimit: boolean;
}) {
  const Panel = NODE_PANELS[nodeTypeOf(draft.type).name];
  const props = { draft, onChange, services, t, fields: editor.fields, settings: editor.doc.settings };
  return (
    <>
      <Panel {...props} />
      {hasTimeLimit && <TimeLimitSection draft={draft} onChange={onChange} services={services} t={t} />}
    </>
  );
}

export const NodeDrawer = observer(function NodeDrawer({
  editor,
  nodeId,
  services,
  t,
  onClose,
}: NodeDrawerProps) {
  const node = nodeId ? findNode(editor.doc.root, nodeId) : undefined;
  const [draft, setDraft] = useState<FlowNode | undefined>(node);
  const [tab, setTab] = useState('properties');
  const isNarrow = useIsNarrow();
  useEffect(() => {
    setDraft(nodeId ? findNode(editor.doc.root, nodeId) : undefined);
    setTab('properties');
  }, [editor, nodeId]);
  const isOpen = node !== undefined && draft !== undefined && draft.id === nodeId && !editor.isReadOnly;
  const problems = draft ? draftProblems(draft) : [];
  const confirm = () => {
    if (!draft || problems.length > 0) return;
    applyNodeDraft(editor.doc, draft);
    onClose();
  };
  const hasPrivileges = draft !== undefined && nodeTypeOf(draft.type).hasPrivileges;
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      hasBackdrop={isNarrow}
      enforceFocus={false}
      size={isNarrow ? '100%' : '40%'}
      title={draft?.nodeName || t('canvas.unnamed')}
      icon="edit"
    >
      {draft && (
        <>
          <div className={`${Classes.DRAWER_BODY} flow-drawer-body`}>
            <Tabs id="flow-node-tabs" selectedTabId={tab} onChange={(next) => setTab(String(next))}>
              <Tab
                id="properties"
                title={t('drawer.properties')}
                panel={
                  <PropertiesTab
                    draft={draft}
                    onChange={setDraft}
                    editor={editor}
                    services={services}
                    t={t}
                    hasTimeLimit={editor.doc.settings.timeLimit && nodeTypeOf(draft.type).name === 'approver'}
                  />
                }
              />
              <Tab
                id="basic"
                title={t('drawer.basic')}
                panel={
                  <>
                    <FormGroup
                      label={t('drawer.nodeName')}
                      labelInfo={t('common.required')}
                      intent={problems.length ? Intent.DANGER : Intent.NONE}
                      helperText={problems.length ? t('drawer.nameRequired') : undefined}
                    >
                      <InputGroup
                        aria-label={t('drawer.nodeName')}
                        value={draft.nodeName}
                        intent={problems.length ? Intent.DANGER : Intent.NONE}
                        onChange={(event) => setDraft({ ...draft, nodeName: event.currentTarget.value })}
                      />
                    </FormGroup>
                    {hasPrivileges && (
                      <FormGroup label={t('privilege.title')}>
                        <PrivilegePanel
                          draft={draft}
                          onChange={setDraft}
                          services={services}
                          t={t}
                          fields={editor.fields}
                        />
                      </FormGroup>
                    )}
                  </>
                }
              />
              <Tab
                id="more"
                title={t('drawer.more')}
                panel={<OperationSwitches draft={draft} onChange={setDraft} services={services} t={t} />}
              />
            </Tabs>
          </div>
          <div
            className={Classes.DRAWER_FOOTER}
            style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}
          >
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              text={t('common.confirm')}
              disabled={problems.length > 0}
              onClick={confirm}
            />
          </div>
        </>
      )}
    </Drawer>
  );
});
