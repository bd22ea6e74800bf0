/**
 * The start dialog's questions the flow asks only when it needs them (workflow spec §6): approvers of
 * initiator-selects nodes, cc people added on cc nodes that allow it, and the member to submit for.
 */
import { Button, Classes, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PickNode, StartApplicationStore } from './model/StartApplicationStore';

const PickRow = observer(function PickRow({
  store,
  node,
  isRequired,
}: {
  store: StartApplicationStore;
  node: PickNode;
  isRequired: boolean;
}) {
  const { t } = useTranslation('approval');
  const people = store.picks[node.id] ?? [];
  const hasError = isRequired && store.showsPickErrors && people.length === 0;
  const hint = isRequired
    ? t(node.selectMode === 1 ? 'startPicks.designateHint' : 'startPicks.designateHintMany')
    : t('startPicks.designateHintMany');
  return (
    <FormGroup
      label={node.nodeName}
      labelInfo={isRequired ? '*' : undefined}
      intent={hasError ? 'danger' : 'none'}
      helperText={hasError ? t('startPicks.required', { nodeName: node.nodeName }) : hint}
      className="approval-start-pick"
    >
      <div className="approval-start-pick-row" role="group" aria-label={node.nodeName}>
        {people.length === 0 && <span className={Classes.TEXT_MUTED}>{t('startPicks.nobody')}</span>}
        {people.map((person) => (
          <Tag key={person.id} minimal>
            {person.name}
          </Tag>
        ))}
        <Button
          small
          icon="people"
          intent={hasError ? 'danger' : 'none'}
          onClick={() => store.openPicker(node)}
          aria-label={`${people.length === 0 ? t('startPicks.choose') : t('startPicks.change')}: ${node.nodeName}`}
        >
          {people.length === 0 ? t('startPicks.choose') : t('startPicks.change')}
        </Button>
      </div>
    </FormGroup>
  );
});

export const StartPicks = observer(function StartPicks({ store }: { store: StartApplicationStore }) {
  const { t } = useTranslation('approval');
  const chosen = store.chosen;
  if (!chosen) return null;
  const members = store.members.value ?? [];
  return (
    <>
      {chosen.submitForOthers && (
        <FormGroup
          label={t('startPicks.onBehalfOf')}
          labelFor="approval-start-on-behalf"
          intent={store.members.failed ? 'danger' : 'none'}
          helperText={store.members.failed ? t('startPicks.usersFailed') : undefined}
        >
          <HTMLSelect
            id="approval-start-on-behalf"
            value={store.onBehalfOf}
            disabled={store.members.isLoading}
            onChange={(e) => store.setOnBehalfOf(e.currentTarget.value)}
            options={[
              { value: '', label: t('startPicks.myself') },
              ...members.map((member) => ({
                value: member.userId,
                label: `${member.nickName} (${member.userName})`,
              })),
            ]}
          />
        </FormGroup>
      )}
      {chosen.designateNodes.length > 0 && (
        <fieldset className="approval-start-picks">
          <legend>{t('startPicks.designateTitle')}</legend>
          {chosen.designateNodes.map((node) => (
            <PickRow key={node.id} store={store} node={node} isRequired />
          ))}
        </fieldset>
      )}
      {chosen.ccNodes.length > 0 && (
        <fieldset className="approval-start-picks">
          <legend>{t('startPicks.ccTitle')}</legend>
          {chosen.ccNodes.map((node) => (
            <PickRow key={node.id} store={store} node={node} isRequired={false} />
          ))}
        </fieldset>
      )}
    </>
  );
});
