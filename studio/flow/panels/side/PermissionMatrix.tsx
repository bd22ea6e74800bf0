/** Every node × every field on one screen: hidden / disabled per cell; each click is one undo entry. */
import { Checkbox, Classes, NonIdealState } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { observer } from 'mobx-react-lite';
import { hasPrivileges, syncPrivileges } from '@shared/flow/privileges';
import { walkTree } from '@shared/flow/tree';
import type { FieldPrivilege, FlowNode } from '@shared/flow/types';
import { setPrivilegesCommand } from '../../model/commands';
import type { FlowEditor } from '../../model/editor';
import type { FlowT } from '../../useFlowT';

export interface PermissionMatrixProps {
  editor: FlowEditor;
  t: FlowT;
  isOpen: boolean;
  onClose(): void;
}

export const PermissionMatrix = observer(function PermissionMatrix({
  editor,
  t,
  isOpen,
  onClose,
}: PermissionMatrixProps) {
  const nodes: FlowNode[] = [];
  walkTree(editor.doc.root, (node) => {
    if (hasPrivileges(node)) nodes.push(node);
  });
  const fields = editor.fields;
  const write = (node: FlowNode, list: FieldPrivilege[], key: string, change: Partial<FieldPrivilege>) => {
    const next = list.map((entry) =>
      entry.key === key ? { ...entry, ...change, ...(change.hidden ? { disabled: false } : {}) } : entry,
    );
    editor.doc.run(setPrivilegesCommand(editor.doc, node.id, next));
    editor.doc.history.breakMerge();
  };
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('matrix.title')}
      style={{ width: 'min(1100px, 96vw)' }}
    >
      <div className={Classes.DIALOG_BODY} style={{ overflow: 'auto', maxHeight: '70vh' }}>
        {fields.length === 0 ? (
          <NonIdealState icon="th" description={t('privilege.noFields')} />
        ) : (
          <table className="flow-matrix" aria-label={t('matrix.title')}>
            <thead>
              <tr>
                <th rowSpan={2}>{t('matrix.node')}</th>
                {fields.map((field) => (
                  <th key={field.key} colSpan={2}>
                    {field.label}
                  </th>
                ))}
              </tr>
              <tr>
                {fields.map((field) => [
                  <th key={`${field.key}-h`}>{t('privilege.hidden')}</th>,
                  <th key={`${field.key}-d`}>{t('privilege.disabled')}</th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {nodes.map((node) => {
                const list = syncPrivileges(node.privileges, fields);
                return (
                  <tr key={node.id}>
                    <td>{node.nodeName}</td>
                    {list.map((entry, index) => {
                      const label = `${node.nodeName} · ${fields[index]?.label ?? entry.key}`;
                      return [
                        <td key={`${entry.key}-h`}>
                          <Checkbox
                            aria-label={t('privilege.hiddenOf', { field: label })}
                            checked={entry.hidden}
                            onChange={(event) =>
                              write(node, list, entry.key, { hidden: event.currentTarget.checked })
                            }
                          />
                        </td>,
                        <td key={`${entry.key}-d`}>
                          {!entry.hidden && (
                            <Checkbox
                              aria-label={t('privilege.disabledOf', { field: label })}
                              checked={entry.disabled}
                              onChange={(event) =>
                                write(node, list, entry.key, { disabled: event.currentTarget.checked })
                              }
                            />
                          )}
                        </td>,
                      ];
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </AppDialog>
  );
});
