import '../approval.css';
import { useState } from 'react';
import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalRowData } from '@shared/api/modules/approval';
import { ApprovalTaskModal } from '../task/ApprovalTaskModal';
import { StartApplicationDialog } from '../start/StartApplicationDialog';
import { TemplateTable } from '../templates/TemplateTable';
import { ApprovalList, type ListKind } from './ApprovalList';
import { ProcessViewDialog } from './ProcessViewDialog';
import { useLinkedApproval } from './useLinkedApproval';

export type CenterTab = ListKind | 'templates';

export interface ApprovalTabsProps {
  initialTab: CenterTab;
  /** Which tabs to show (the to-handle and my-applications pages show a single list). */
  tabs: CenterTab[];
}

/** The approval centre (console spec §2.2/§2.3, workflow spec §2.5): lists in tabs, the task modal, starting an application. */
export function ApprovalTabs({ initialTab, tabs }: ApprovalTabsProps) {
  const { t } = useTranslation('approval');
  const [tab, setTab] = useState<CenterTab>(initialTab);
  const [reloadKey, setReloadKey] = useState(0);
  const [openTask, setOpenTask] = useState<string | null>(null);
  const [openProcess, setOpenProcess] = useState<ApprovalRowData | null>(null);
  const [isStarting, setStarting] = useState(false);
  const linked = useLinkedApproval();
  const reload = (changed: boolean) => changed && setReloadKey((k) => k + 1);
  const open = (row: ApprovalRowData) => (row.taskId ? setOpenTask(row.taskId) : setOpenProcess(row));
  const list = (kind: ListKind) => <ApprovalList kind={kind} onOpen={open} reloadKey={reloadKey} />;
  return (
    <div className="approval-center">
      <div className="approval-center-bar">
        <Button intent="primary" icon="add" onClick={() => setStarting(true)}>
          {t('start.button')}
        </Button>
      </div>
      {tabs.length === 1 ? (
        list(tabs[0] as ListKind)
      ) : (
        <Tabs
          id="approval-center"
          selectedTabId={tab}
          onChange={(id) => setTab(id as CenterTab)}
          renderActiveTabPanelOnly
        >
          {tabs.map((id) => (
            <Tab
              key={id}
              id={id}
              title={t(`tab.${id}`)}
              panel={id === 'templates' ? <TemplateTable /> : list(id)}
            />
          ))}
        </Tabs>
      )}
      {linked.taskId && !openTask && (
        <ApprovalTaskModal
          taskId={linked.taskId}
          isOpen
          onClose={(changed) => {
            linked.clear();
            reload(changed);
          }}
        />
      )}
      {linked.instanceId && (
        <ProcessViewDialog
          instanceId={linked.instanceId}
          title={t('linkedApplication')}
          onClose={(changed) => {
            linked.clear();
            reload(changed);
          }}
        />
      )}
      {openTask && (
        <ApprovalTaskModal
          taskId={openTask}
          isOpen
          onClose={(changed) => {
            setOpenTask(null);
            reload(changed);
          }}
        />
      )}
      {openProcess && (
        <ProcessViewDialog
          instanceId={openProcess.id}
          processId={openProcess.processId}
          title={openProcess.itemName}
          onClose={(changed) => {
            setOpenProcess(null);
            reload(changed);
          }}
        />
      )}
      {isStarting && (
        <StartApplicationDialog
          onClose={(changed) => {
            setStarting(false);
            reload(changed);
          }}
        />
      )}
    </div>
  );
}
