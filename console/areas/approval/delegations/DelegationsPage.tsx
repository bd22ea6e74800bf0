import '../approval.css';
import { useEffect, useState } from 'react';
import {
  Button,
  Callout,
  Card,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Radio,
  RadioGroup,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useModel } from '../../../app/useModel';
import { useStores } from '../../../app/storeContext';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { ActionTable } from '../../../ui/ActionTable';
import { DelegationsStore } from './model/DelegationsStore';

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
const SHOWN_FORMAT = 'YYYY-MM-DD HH:mm';

/** The caller's out-of-office delegations (workflow spec §6 "delegate"): list, new, edit, remove. */
const DelegationsPage = observer(function DelegationsPage() {
  const { t } = useTranslation('approval');
  const { session } = useStores();
  const store = useModel((deps) => new DelegationsStore(deps, session.info?.user.userId ?? ''));
  const [toRemove, setToRemove] = useState<string | undefined>(undefined);
  useEffect(() => store.start(), [store]);
  const rows = store.list.value;

  return (
    <div className="approval-settings delegation-page">
      <p className="muted">{t('delegate.intro')}</p>
      {!store.draft && (
        <Button icon="add" intent="primary" className="delegation-add" onClick={() => store.newDraft()}>
          {t('delegate.add')}
        </Button>
      )}
      {store.draft && <DelegationForm store={store} />}
      {store.list.failed ? (
        <Callout intent="danger" title={t('delegate.loadFailed')}>
          <Button icon="refresh" onClick={() => void store.reload()}>
            {t('delegate.retry')}
          </Button>
        </Callout>
      ) : rows === undefined ? (
        <div className="approval-loading">
          <Spinner size={24} />
        </div>
      ) : rows.length === 0 ? (
        <NonIdealState icon="person" title={t('delegate.empty')} />
      ) : (
        <ActionTable striped className="approval-table" aria-label={t('delegate.title')}>
          <thead>
            <tr>
              <th>{t('delegate.delegate')}</th>
              <th>{t('delegate.from')}</th>
              <th>{t('delegate.to')}</th>
              <th>{t('delegate.flows')}</th>
              <th>{t('col.operation')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <bdi>{row.delegateName}</bdi>
                </td>
                <td>{dayjs(row.startTime).format(SHOWN_FORMAT)}</td>
                <td>{dayjs(row.endTime).format(SHOWN_FORMAT)}</td>
                <td>
                  {row.allFlows
                    ? t('delegate.allFlows')
                    : row.processNames.map((name) => (
                        <Tag key={name} minimal className="approval-gap">
                          <bdi>{name}</bdi>
                        </Tag>
                      ))}
                </td>
                <td>
                  <Button size="small" variant="minimal" icon="edit" onClick={() => store.edit(row)}>
                    {t('delegate.edit')}
                  </Button>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    onClick={() => setToRemove(row.id)}
                  >
                    {t('delegate.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ActionTable>
      )}
      <ConfirmDialog
        isOpen={toRemove !== undefined}
        title={t('delegate.remove')}
        confirmText={t('delegate.remove')}
        cancelText={t('delegate.cancel')}
        intent="danger"
        onConfirm={() => {
          if (toRemove) void store.remove(toRemove);
          setToRemove(undefined);
        }}
        onCancel={() => setToRemove(undefined)}
      >
        {t('delegate.confirmRemove')}
      </ConfirmDialog>
    </div>
  );
});

const DelegationForm = observer(function DelegationForm({ store }: { store: DelegationsStore }) {
  const { t } = useTranslation('approval');
  const draft = store.draft;
  if (!draft) return null;
  const time = (value: number) => dayjs(value).format(INPUT_FORMAT);
  const parse = (value: string) => (value ? dayjs(value).valueOf() : Number.NaN);
  const setTime = (key: 'startTime' | 'endTime', value: string) => {
    const ms = parse(value);
    if (Number.isFinite(ms)) store.change({ [key]: ms });
  };
  return (
    <Card compact className="delegation-form">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void store.save();
        }}
      >
        <FormGroup label={t('delegate.delegate')} labelFor="delegation-delegate">
          <HTMLSelect
            id="delegation-delegate"
            value={draft.delegateId}
            onChange={(event) => store.change({ delegateId: event.currentTarget.value })}
            options={[
              { value: '', label: t('delegate.pickDelegate'), disabled: true },
              ...store.delegates.map((user) => ({
                value: user.userId,
                label: user.nickName || user.userName,
              })),
            ]}
          />
        </FormGroup>
        <div className="delegation-window">
          {(['startTime', 'endTime'] as const).map((key) => (
            <FormGroup
              key={key}
              label={t(key === 'startTime' ? 'delegate.from' : 'delegate.to')}
              labelFor={`delegation-${key}`}
            >
              <InputGroup
                id={`delegation-${key}`}
                type="datetime-local"
                value={time(draft[key])}
                onValueChange={(value) => setTime(key, value)}
              />
            </FormGroup>
          ))}
        </div>
        <RadioGroup
          label={t('delegate.flows')}
          inline
          selectedValue={draft.allFlows ? 'all' : 'chosen'}
          onChange={(event) => store.change({ allFlows: event.currentTarget.value === 'all' })}
        >
          <Radio value="all" label={t('delegate.allFlows')} />
          <Radio value="chosen" label={t('delegate.chosenFlows')} />
        </RadioGroup>
        {!draft.allFlows && (
          <fieldset className="delegation-flows">
            <legend>{t('delegate.pickFlows')}</legend>
            {(store.flows.value ?? []).map((flow) => (
              <Checkbox
                key={flow.id}
                label={flow.name}
                checked={draft.processIds.includes(flow.id)}
                onChange={() => store.toggleFlow(flow.id)}
              />
            ))}
          </fieldset>
        )}
        <div className="delegation-buttons">
          <Button type="submit" intent="primary" loading={store.runner.isBusy}>
            {t('delegate.save')}
          </Button>
          <Button onClick={() => store.close()}>{t('delegate.cancel')}</Button>
        </div>
      </form>
    </Card>
  );
});

export default DelegationsPage;
