/**
 * The Versions tab of the flow designer (issue 30): every published version with its note, publisher, time and
 * running applications; open one read-only; publish one again (asking for a note); compare two versions or the
 * draft and a version on the diff canvas.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  ButtonGroup,
  FormGroup,
  H5,
  HTMLSelect,
  HTMLTable,
  Intent,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FlowDiffView, FlowViewer } from '@studio/flow';
import { useModel } from '../../app/useModel';
import { FlowVersionsStore, type VersionChoice } from './model/FlowVersionsStore';
import { RepublishDialog } from './RepublishDialog';
import './versions.css';

export interface VersionsPanelProps {
  processId: string;
  flowName: string;
  /** After a version was published again (the host reloads the draft). */
  onRepublished(): void;
}

function VersionsPanel({ processId, flowName, onRepublished }: VersionsPanelProps) {
  const { t } = useTranslation('flow');
  const store = useModel((deps) => new FlowVersionsStore(deps, processId));
  const [asking, setAsking] = useState<number | null>(null);
  useEffect(() => {
    void store.load();
  }, [store]);

  const { versions } = store;
  if (versions === null) return null;
  if (versions.length === 0) return <NonIdealState icon="history" title={t('versions.empty')} />;
  const newest = versions[0]?.version ?? 0;
  const nameOf = (choice: VersionChoice) =>
    choice === 'draft' ? t('versions.draft') : t('versions.versionName', { version: choice });
  const choices: VersionChoice[] = ['draft', ...versions.map((row) => row.version)];
  const pick = (value: string): VersionChoice => (value === 'draft' ? 'draft' : Number(value));

  return (
    <div className="flow-versions">
      <H5>{t('versions.title')}</H5>
      <div className="flow-versions-table">
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('versions.col.version')}</th>
              <th>{t('versions.col.note')}</th>
              <th>{t('versions.col.publishedBy')}</th>
              <th>{t('versions.col.publishedAt')}</th>
              <th>{t('versions.col.running')}</th>
              <th>{t('versions.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((row) => (
              <tr key={row.version}>
                <td>
                  {t('versions.versionName', { version: row.version })}{' '}
                  {row.version === newest && (
                    <Tag minimal intent={Intent.SUCCESS}>
                      {t('versions.newest')}
                    </Tag>
                  )}
                  {row.republishedFrom !== null && (
                    <div className="bp6-text-muted">
                      {t('versions.again', { version: row.republishedFrom })}
                    </div>
                  )}
                </td>
                <td>{row.note}</td>
                <td>{row.publishedBy.name}</td>
                <td>{dayjs(row.publishedAt).format('YYYY-MM-DD HH:mm')}</td>
                <td>{row.runningCount}</td>
                <td>
                  <ButtonGroup minimal>
                    <Button
                      icon="eye-open"
                      text={t('versions.open')}
                      aria-label={t('versions.openLabel', { version: row.version })}
                      onClick={() => void store.open(row.version)}
                    />
                    {row.version !== newest && (
                      <Button
                        icon="history"
                        text={t('versions.republish')}
                        aria-label={t('versions.republishLabel', { version: row.version })}
                        onClick={() => setAsking(row.version)}
                      />
                    )}
                  </ButtonGroup>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {store.viewing && (
        <section
          className="flow-versions-view"
          aria-label={t('versions.viewing', { version: store.viewing.version })}
        >
          <div className="flow-versions-bar">
            <H5>{t('versions.viewing', { version: store.viewing.version })}</H5>
            <Button minimal icon="cross" text={t('versions.close')} onClick={() => store.closeView()} />
          </div>
          <FlowViewer root={store.viewing.root} flowName={`${flowName} · ${nameOf(store.viewing.version)}`} />
        </section>
      )}
      <div className="flow-versions-bar">
        <FormGroup inline label={t('versions.older')} labelFor="flow-versions-older">
          <HTMLSelect
            id="flow-versions-older"
            value={String(store.older)}
            onChange={(event) => store.choose(pick(event.currentTarget.value), store.newer)}
            options={choices.map((choice) => ({ value: String(choice), label: nameOf(choice) }))}
          />
        </FormGroup>
        <FormGroup inline label={t('versions.newer')} labelFor="flow-versions-newer">
          <HTMLSelect
            id="flow-versions-newer"
            value={String(store.newer)}
            onChange={(event) => store.choose(store.older, pick(event.currentTarget.value))}
            options={choices.map((choice) => ({ value: String(choice), label: nameOf(choice) }))}
          />
        </FormGroup>
        <Button
          icon="comparison"
          loading={store.isBusy}
          text={t('versions.compare')}
          onClick={() => void store.compare()}
        />
      </div>
      {store.diff && store.compared && (
        <section aria-labelledby="flow-diff-title">
          <H5 id="flow-diff-title">
            {t('versions.diffTitle', {
              older: nameOf(store.compared.older),
              newer: nameOf(store.compared.newer),
            })}
          </H5>
          <FlowDiffView diff={store.diff} title={`${flowName} · ${nameOf(store.compared.newer)}`} />
        </section>
      )}
      <RepublishDialog
        key={asking ?? 0}
        version={asking}
        next={newest + 1}
        onClose={() => setAsking(null)}
        onConfirm={async (version, note) => {
          await store.republish(version, note);
          setAsking(null);
          onRepublished();
        }}
      />
    </div>
  );
}

export default observer(VersionsPanel);
