/**
 * Code view: VUE, HTML and React tabs, each an embedding snippet that mounts this form with the runtime package,
 * with the command that installs it.
 */
import { useState } from 'react';
import { Button, Classes, DialogBody, DialogFooter, Tab, Tabs } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import type { FormDocument } from '@shared/form';
import { MessageKey } from '../../model';
import { writeClipboard } from '../../canvas/systemClipboard';
import { useDesigner } from '../../DesignerContext';
import { CodeEditor } from './CodeEditor';
import type { CodeTab } from './embedCode';
import { CODE_TABS, INSTALL_COMMANDS, downloadText, embedCode } from './embedCode';
import { JSON_MODAL_WIDTH } from './JsonViewModal';

const FILES: Record<CodeTab, { name: string; language: string; title: string }> = {
  vue: { name: 'Form.vue', language: 'html', title: 'VUE' },
  html: { name: 'form.html', language: 'html', title: 'HTML' },
  react: { name: 'Form.tsx', language: 'typescript', title: 'React' },
};

export function CodeViewModal({ document, onClose }: { document: FormDocument; onClose: () => void }) {
  const { t, show, idOf } = useDesigner();
  const [tab, setTab] = useState<CodeTab>('vue');
  const code = embedCode(tab, document);
  const copy = async () => {
    const isCopied = await writeClipboard(code);
    show({ key: isCopied ? MessageKey.copySucceeded : MessageKey.copyFailed }, isCopied);
  };
  return (
    <AppDialog isOpen title={t('modals.codeTitle')} onClose={onClose} style={{ width: JSON_MODAL_WIDTH }}>
      <DialogBody>
        <Tabs id={idOf('fd-code-tabs')} selectedTabId={tab} onChange={(id) => setTab(id as CodeTab)}>
          {CODE_TABS.map((id) => (
            <Tab key={id} id={id} title={FILES[id].title} />
          ))}
        </Tabs>
        <p className={Classes.TEXT_MUTED}>
          {t('modals.codeInstallHint')}{' '}
          <code className="fd-install-command" dir="ltr">
            {INSTALL_COMMANDS[tab]}
          </code>
        </p>
        <CodeEditor
          key={tab}
          value={code}
          language={FILES[tab].language}
          isReadOnly
          height={440}
          label={FILES[tab].title}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="duplicate" text={t('modals.copyCode')} onClick={() => void copy()} />
            <Button
              icon="download"
              intent="primary"
              text={t('modals.exportCode')}
              onClick={() => downloadText(FILES[tab].name, code, 'text/plain')}
            />
          </>
        }
      />
    </AppDialog>
  );
}
