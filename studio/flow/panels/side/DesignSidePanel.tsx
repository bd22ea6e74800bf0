/** The helper panel beside the canvas: problems, the condition simulator and the outline of the flow. */
import { useCallback, useState } from 'react';
import { Tab, Tabs, Tag } from '@blueprintjs/core';
import type { FlowEditor } from '../../model/editor';
import type { FlowT } from '../../useFlowT';
import type { FlowDesignerServices } from '../pickers/types';
import { useAfterPaint } from '../../useAfterPaint';
import { OutlinePanel } from './OutlinePanel';
import { ProblemsPanel } from './ProblemsPanel';
import { SimulatorPanel } from './SimulatorPanel';

export function DesignSidePanel({
  editor,
  services,
  t,
}: {
  editor: FlowEditor;
  services: FlowDesignerServices;
  t: FlowT;
}) {
  const [tab, setTab] = useState('problems');
  const readVersion = useCallback(() => [editor.doc.root, editor.fields], [editor]);
  const readProblems = useCallback(() => editor.problems, [editor]);
  // the list (hundreds of rows in a large flow) is built and rendered after the edit's frame, not in it
  const problems = useAfterPaint(readVersion, readProblems);
  const count = problems?.length ?? 0;
  return (
    <aside className="flow-side" aria-label={t('side.title')}>
      <Tabs id="flow-side-tabs" selectedTabId={tab} onChange={(next) => setTab(String(next))}>
        <Tab
          id="problems"
          title={
            <>
              {t('problems.title')}{' '}
              {count > 0 && (
                <Tag round intent="danger">
                  {count}
                </Tag>
              )}
            </>
          }
          panel={<ProblemsPanel editor={editor} t={t} problems={problems} />}
        />
        <Tab
          id="simulator"
          title={t('simulator.title')}
          panel={<SimulatorPanel editor={editor} services={services} t={t} />}
        />
        <Tab id="outline" title={t('outline.title')} panel={<OutlinePanel editor={editor} t={t} />} />
      </Tabs>
    </aside>
  );
}
