import type { SignersPosition, TaskStore } from '../../model/TaskStore';
import { BottomSheet } from '../../ui/BottomSheet';
import { OpinionField } from '../../ui/OpinionField';
import { PeoplePicker } from '../../ui/PeoplePicker';
import { useStore, useT } from '../../ui/useStore';
import { SignaturePad } from './SignaturePad';

const POSITIONS: SignersPosition[] = ['before', 'after', 'alongside'];

/** The open action's bottom sheet: the opinion box, and the people, step or signature the action needs. */
export function ActionSheet({ store, onSubmit }: { store: TaskStore; onSubmit: () => void }) {
  const { t } = useT();
  useStore(store);
  const action = store.sheet;
  if (!action) return null;
  const footer = (
    <>
      <button type="button" className="m-button" onClick={() => store.close()}>
        {t('common.cancel')}
      </button>
      <button
        type="button"
        className={`m-button ${action === 'reject' ? 'm-danger' : 'm-primary'}`}
        disabled={store.isBusy}
        onClick={onSubmit}
      >
        {t(`action.${action}`)}
      </button>
    </>
  );
  return (
    <BottomSheet title={t(`action.${action}`)} onClose={() => store.close()} footer={footer}>
      {action === 'fallback' ? (
        <fieldset className="m-choices">
          <legend>{t('sheet.target')}</legend>
          {store.fallbackTargets.map((target) => (
            <label key={target.id} className="m-check">
              <input
                type="radio"
                name="fallback"
                checked={store.fallbackTarget === target.id}
                onChange={() => store.setFallbackTarget(target.id)}
              />
              <span>{target.nodeName}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {action === 'transfer' || action === 'cc' || action === 'addSigners' ? (
        <PeoplePicker
          label={t(`sheet.people.${action}`)}
          picked={store.people}
          isSingle={action === 'transfer'}
          onChange={(people) => store.setPeople(people)}
        />
      ) : null}
      {action === 'addSigners' ? (
        <fieldset className="m-choices">
          <legend>{t('sheet.position')}</legend>
          {POSITIONS.map((position) => (
            <label key={position} className="m-check">
              <input
                type="radio"
                name="position"
                checked={store.position === position}
                onChange={() => store.setPosition(position)}
              />
              <span>{t(`sheet.positions.${position}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {store.actorNodes.map((node) => (
        <PeoplePicker
          key={node.id}
          label={t('sheet.nextApprover', { node: node.nodeName })}
          picked={store.actors[node.id] ?? []}
          isSingle={node.selectMode === 1}
          onChange={(people) => store.setActors(node.id, people)}
        />
      ))}
      {action !== 'cc' ? (
        <OpinionField value={store.comment} onChange={(comment) => store.setComment(comment)} />
      ) : null}
      {store.needsSignature ? (
        <SignaturePad isEmpty={!store.signature} onChange={(png) => store.setSignature(png)} />
      ) : null}
      {store.error ? (
        <p className="m-error" role="alert">
          {store.error.startsWith('sheet.') ? t(store.error) : store.error}
        </p>
      ) : null}
    </BottomSheet>
  );
}
