import { useRef, useState } from 'react';
import { Button, Card, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { ApiError } from '@shared/api/client';
import { useStores } from '../../../app/storeContext';
import { DataState } from '../common/DataState';
import { formatTime, orDash } from '../common/format';
import { LtrText } from '../../../ui/LtrText';
import { useLoad } from '../common/useLoad';
import { useRun } from '../common/useRun';
import { Permitted } from '../permission/Permitted';
import { downloadBase64, fileToBase64 } from './excelFile';
import { ImportReport, type Problem } from './ImportReport';
import { OrganizeFormDialog, type OrgDraft } from './OrganizeFormDialog';
import '../common/admin.css';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';
import { ActionTable } from '../../../ui/ActionTable';

interface OrgNode {
  organizeId: string;
  parentId: string;
  organizeName: string;
  orderNum: number;
  leader: string;
  createTime: string | null;
  children: OrgNode[];
}
const flat = (nodes: OrgNode[], depth = 0): { node: OrgNode; depth: number }[] =>
  nodes.flatMap((node) => [{ node, depth }, ...flat(node.children, depth + 1)]);

/** Organisation tree with add, edit, remove and Excel import/export (all or nothing, with a report). */
export default function OrganizeList() {
  const { t } = useTranslation('admin');
  const { client, notify } = useStores();
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [tick, setTick] = useState(0);
  const [draft, setDraft] = useState<OrgDraft>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [isImporting, setIsImporting] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const { run } = useRun();
  const tree = useLoad((c) => c.call(api.identity.organizeList, { query: { organizeName: search } }) as Promise<OrgNode[]>, [search, tick], []);
  const reload = () => setTick((n) => n + 1);
  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setIsImporting(true);
    setProblems([]);
    try {
      const result = await client.call(api.identity.organizeImport, { body: { fileName: chosen.name, content: await fileToBase64(chosen) } }, { silent: true });
      notify.success(t('organize.imported', { count: result.imported, created: result.created }));
      reload();
    } catch (error) {
      const data = error instanceof ApiError ? (error.options.data as { problems?: Problem[] } | null) : null;
      setProblems(data?.problems ?? [{ row: 0, column: '', message: error instanceof Error ? error.message : String(error) }]);
    } finally {
      setIsImporting(false);
    }
  };
  const rows = flat(tree ?? []);
  return (
    <Card className="admin-page">
      <form className="admin-toolbar" onSubmit={(e) => { e.preventDefault(); setSearch(name); }}>
        <InputGroup leftIcon="search" aria-label={t('organize.name')} placeholder={t('organize.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" icon="search" text={t('ui.search')} />
        <div className="admin-spacer" />
        <Permitted tags={['system:organize:add']}>
          <Button intent="primary" icon="add" text={t('organize.add')} onClick={() => setDraft({ parentId: '', organizeName: '', orderNum: 0, leader: '' })} />
        </Permitted>
        <Permitted tags={['system:organize:import']}>
          <Button icon="import" loading={isImporting} text={t('organize.import')} onClick={() => file.current?.click()} />
          <input ref={file} type="file" hidden accept=".xlsx" aria-label={t('organize.chooseFile')} onChange={(e) => { void importFile(e.target.files?.[0]); e.target.value = ''; }} />
        </Permitted>
        <Permitted tags={['system:organize:export']}>
          <Button icon="export" text={t('organize.export')} onClick={() => void client.call(api.identity.organizeExport).then((f) => downloadBase64(f.fileName, f.content), () => undefined)} />
        </Permitted>
      </form>
      <ImportReport problems={problems} />
      <DataState isLoading={!tree} isEmpty={rows.length === 0}>
        <ActionTable compact striped className="admin-table" aria-label={t('organize.title')}>
          <thead><tr><th>{t('organize.name')}</th><th style={{ width: 90 }}>{t('organize.orderNum')}</th><th>{t('organize.leader')}</th><th style={{ width: 170 }}>{t('user.createTime')}</th><th style={{ width: 260 }}>{t('ui.operation')}</th></tr></thead>
          <tbody>
            {rows.map(({ node, depth }) => (
              <tr key={node.organizeId}>
                <td style={{ paddingLeft: 12 + depth * 20 }}>{node.organizeName}</td>
                <td>{node.orderNum}</td>
                <td>{orDash(node.leader)}</td>
                <td><LtrText>{formatTime(node.createTime)}</LtrText></td>
                <td><div className="admin-ops">
                  <Permitted tags={['system:organize:add']}>
                    <Button size="small" variant="minimal" text={t('organize.addChild')} onClick={() => setDraft({ parentId: node.organizeId, organizeName: '', orderNum: 0, leader: '' })} />
                  </Permitted>
                  <Permitted tags={['system:organize:edit']}>
                    <Button size="small" variant="minimal" intent="primary" text={t('ui.edit')} onClick={() => setDraft({ ...node })} />
                  </Permitted>
                  <Permitted tags={['system:organize:remove']}>
                    <ConfirmRemoveButton name={node.organizeName} onConfirm={() => void run(() => client.call(api.identity.organizeRemove, { params: { id: node.organizeId } }), reload)} />
                  </Permitted>
                </div></td>
              </tr>
            ))}
          </tbody>
        </ActionTable>
      </DataState>
      <OrganizeFormDialog key={draft ? `${draft.organizeId ?? 'new'}:${draft.parentId}` : 'none'} draft={draft} onClose={() => setDraft(undefined)} onSaved={() => { setDraft(undefined); reload(); }} />
    </Card>
  );
}
