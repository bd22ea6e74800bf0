/**
 * The flow designer: three tabs (basic info, flow design, more configuration), a top bar whose button
 * says publish on flow design and save elsewhere, the canvas with its node drawer and side panels.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Callout, InputGroup, Intent, Tab, TabPanel, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { syncTreePrivileges } from '@shared/flow/privileges';
import type { Translate } from '@shared/flow/messages';
import type { FlowNode, FlowSettings } from '@shared/flow/types';
import { toModelContent } from '@shared/flow/modelContent';
import { FlowCanvas } from './canvas/FlowCanvas';
import { FlowDocument } from './model/FlowDocument';
import type { FlowDocumentInit } from './model/FlowDocument';
import type { FlowBasicInfo } from './model/flowBasicInfo';
import { FlowEditor } from './model/editor';
import { BasicInfoPanel } from './panels/BasicInfoPanel';
import { NodeDrawer } from './panels/node/NodeDrawer';
import type { FlowDesignerServices } from './panels/pickers/types';
import { SettingsPanel } from './panels/settings/SettingsPanel';
import { DesignSidePanel } from './panels/side/DesignSidePanel';
import { exportBpmnFile } from './panels/side/exportBpmnFile';
import { ImportDialog } from './panels/side/ImportDialog';
import { PermissionMatrix } from './panels/side/PermissionMatrix';
import { useFlowT } from './useFlowT';

export type FlowDesignerTab = 'basicInfo' | 'flowDesign' | 'flowSetting' | 'versions';

/** What the host saves: basic info, settings and the node tree (`modelContent`, UI state stripped). */
export interface FlowDesignerOutput {
  basicInfo: FlowBasicInfo;
  settings: FlowSettings;
  modelContent: FlowNode;
  /** Publish only: what changed, kept with the new version ('' for none). */
  note: string;
}

export interface FlowDesignerProps {
  services: FlowDesignerServices;
  initial?: FlowDocumentInit;
  initialTab?: FlowDesignerTab;
  onTabChange?(tab: FlowDesignerTab): void;
  /** Saves (basic info / settings tabs) or publishes (flow design tab); rejects to keep the designer open. */
  onSave(output: FlowDesignerOutput, isPublish: boolean): Promise<void>;
  /** The host's Versions tab (a saved flow's published versions); the tab shows only when given. */
  versionsPanel?: ReactNode;
  /** Lets a host or a test reach the editor (e.g. the benchmark). */
  onEditor?(editor: FlowEditor): void;
}

export const FlowDesigner = observer(function FlowDesigner(props: FlowDesignerProps) {
  const { services, initial, onSave } = props;
  const t = useFlowT();
  const editor = useMemo(
    () => new FlowEditor(new FlowDocument({ t: t as unknown as Translate }, initial)),
    // the editor is made once per document; a language change re-translates through `t` without a new editor
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [initial],
  );
  const doc = editor.doc;
  const [tab, setTab] = useState<FlowDesignerTab>(props.initialTab ?? 'basicInfo');
  const [dialog, setDialog] = useState<'' | 'import' | 'importBpmn' | 'matrix'>('');
  const [isSaving, setIsSaving] = useState(false);
  const [blocked, setBlocked] = useState('');
  const [note, setNote] = useState('');
  const { onEditor } = props;
  useEffect(() => onEditor?.(editor), [editor, onEditor]);
  const openNode = useCallback((id: string) => editor.openSettings(id), [editor]);

  const formKey = doc.basicInfo.formIds.join(',');
  useEffect(() => {
    let isLive = true;
    const ids = formKey === '' ? [] : formKey.split(',');
    services.loadFormFields(ids).then(
      (fields) => isLive && editor.setFields(fields),
      () => isLive && editor.setFields([]),
    );
    return () => {
      isLive = false;
    };
  }, [editor, services, formKey]);

  const changeTab = (next: FlowDesignerTab) => {
    setTab(next);
    props.onTabChange?.(next);
  };
  const isPublish = tab === 'flowDesign';
  const save = async () => {
    if (doc.basicInfo.name.trim() === '') {
      setBlocked(t('designer.nameRequired'));
      changeTab('basicInfo');
      return;
    }
    if (isPublish && editor.problems.length > 0) {
      setBlocked(t('designer.fixProblems', { count: editor.problems.length }));
      return;
    }
    setBlocked('');
    setIsSaving(true);
    try {
      const root = syncTreePrivileges(doc.root, editor.fields);
      await onSave(
        { basicInfo: doc.basicInfo, settings: doc.settings, modelContent: toModelContent(root), note },
        isPublish,
      );
      if (isPublish) setNote('');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="flow-designer">
      <div className="flow-topbar">
        <span className="flow-topbar-title">{doc.basicInfo.name || t('canvas.untitled')}</span>
        <Tabs
          id="flow-designer-tabs"
          selectedTabId={tab}
          onChange={(next) => changeTab(next as FlowDesignerTab)}
        >
          <Tab id="basicInfo" title={t('designer.basicInfo')} />
          <Tab id="flowDesign" title={t('designer.flowDesign')} />
          <Tab id="flowSetting" title={t('designer.flowSetting')} />
          {props.versionsPanel && <Tab id="versions" title={t('versions.tab')} />}
        </Tabs>
        {/* the tools and the publish button stay together: where the bar is too narrow they move to a second line,
            whole, instead of pushing the publish button out of sight */}
        <div className="flow-topbar-tools">
          {tab === 'flowDesign' && (
            <>
              <Button minimal icon="import" text={t('designer.import')} onClick={() => setDialog('import')} />
              {/* icons only, named for screen readers and on hover: the top bar keeps room for the flow's name */}
              <Button
                minimal
                icon="flow-branch"
                aria-label={t('designer.importBpmn')}
                title={t('designer.importBpmn')}
                onClick={() => setDialog('importBpmn')}
              />
              <Button
                minimal
                icon="export"
                aria-label={t('designer.exportBpmn')}
                title={t('designer.exportBpmn')}
                onClick={() => void exportBpmnFile(doc, editor.fields, t('canvas.untitled'))}
              />
              <Button minimal icon="th" text={t('designer.matrix')} onClick={() => setDialog('matrix')} />
              <InputGroup
                className="flow-publish-note"
                value={note}
                maxLength={500}
                aria-label={t('versions.note')}
                placeholder={t('versions.notePlaceholder')}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
            </>
          )}
          {tab !== 'versions' && (
            <Button
              intent={Intent.PRIMARY}
              icon={isPublish ? 'send-to' : 'floppy-disk'}
              loading={isSaving}
              text={t(isPublish ? 'designer.publish' : 'designer.save')}
              onClick={() => void save()}
            />
          )}
        </div>
      </div>
      {blocked && (
        <Callout intent={Intent.WARNING} icon="warning-sign">
          {blocked}
        </Callout>
      )}
      {/* the body is the panel of the chosen tab (the tab's aria-controls points at it) */}
      <TabPanel
        id={tab}
        parentId="flow-designer-tabs"
        selectedTabId={tab}
        className="flow-body"
        panel={
          <>
            {tab === 'basicInfo' && <BasicInfoPanel doc={doc} services={services} t={t} />}
            {tab === 'flowDesign' && (
              <div className="flow-design">
                <div className="flow-design-main">
                  <FlowCanvas editor={editor} t={t} flowName={doc.basicInfo.name} onOpenNode={openNode} />
                </div>
                <DesignSidePanel editor={editor} services={services} t={t} />
                <NodeDrawer
                  editor={editor}
                  nodeId={editor.settingsId}
                  services={services}
                  t={t}
                  onClose={() => editor.closeSettings()}
                />
              </div>
            )}
            {tab === 'flowSetting' && (
              <SettingsPanel doc={doc} t={t} fields={editor.fields} services={services} />
            )}
            {tab === 'versions' && props.versionsPanel}
          </>
        }
      />
      <ImportDialog
        doc={doc}
        t={t}
        format={dialog === 'importBpmn' ? 'bpmn' : 'json'}
        isOpen={dialog === 'import' || dialog === 'importBpmn'}
        onClose={() => setDialog('')}
      />
      <PermissionMatrix editor={editor} t={t} isOpen={dialog === 'matrix'} onClose={() => setDialog('')} />
    </div>
  );
});
