/** The helper panel beside the canvas: problems and the condition simulator. */
import { useState } from 'react';
import { Tab, Tabs, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowEditor } from '../../model/editor';
import type { FlowT } from '../../useFlowT';
import { ProblemsPanel } from './ProblemsPanel';
import { SimulatorPanel } from './SimulatorPanel';

export const DesignSidePanel = observer(function DesignSidePanel({ editor, t }: { editor: FlowEditor; t: FlowT }) {
  const [tab, setTab] = useState('problems');
  const count = editor.problems.length;
  return (
    <aside className="flow-side" aria-label={t('side.title')}>
      <Tabs id="flow-side-tabs" selectedTabId={tab} onChange={(next) => setTab(String(next))}>
        <Tab
          id="problems"
          title={
            <>
              {t('problems.title')} {count > 0 && <Tag round intent="danger">{count}</Tag>}
            </>
          }
          panel={<ProblemsPanel editor={editor} t={t} />}
        />
        <Tab id="simulator" title={t('simulator.title')} panel={<SimulatorPanel editor={editor} t={t} />} />
      </Tabs>
    </aside>
  );
});
