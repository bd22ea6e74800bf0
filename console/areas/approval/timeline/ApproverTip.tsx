import { Popover, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ProcessInfoEntryRow } from '@shared/api/modules/approval';
import {
  actionKey,
  approverTipFacts,
  durationMessage,
  initials,
  taskStateIntent,
} from '../model/timelineView';

const TIME = 'YYYY-MM-DD HH:mm:ss';
type Person = ProcessInfoEntryRow['approvalInfos'][number];

/**
 * An approver of the process dynamics: avatar and name open the approver tip (console spec §9, 440 px wide) with
 * the person's organisation and positions, what they did, when they received and handled the task, the time it
 * took and their comment.
 */
export function ApproverTip({ entry, person }: { entry: ProcessInfoEntryRow; person: Person }) {
  const { t } = useTranslation('approval');
  const facts = approverTipFacts(entry, person, t('timeline.tip.separator'));
  const spent = facts.spentSeconds === null ? null : durationMessage(facts.spentSeconds);
  const row = (label: string, value: string) => (
    <>
      <dt>{label}</dt>
      <dd>{value || t('timeline.tip.none')}</dd>
    </>
  );
  const content = (
    <div
      className="approval-tip"
      role="dialog"
      aria-label={t('timeline.tip.title', { name: person.userName })}
    >
      <div className="approval-tip-head">
        <span className="approval-avatar" aria-hidden>
          {initials(person.userName)}
        </span>
        <strong>{person.userName}</strong>
        <Tag minimal intent={taskStateIntent(person.taskState)}>
          {t(actionKey(entry.taskType, person.taskState, person.endTime))}
        </Tag>
      </div>
      <dl className="approval-tip-facts">
        {row(t('timeline.tip.organisation'), facts.organizeName)}
        {row(t('timeline.tip.positions'), facts.positions)}
        {row(t('timeline.tip.received'), dayjs(facts.receivedAt).format(TIME))}
        {row(
          t('timeline.tip.handled'),
          facts.handledAt === null ? t('timeline.tip.waiting') : dayjs(facts.handledAt).format(TIME),
        )}
        {spent && row(t('timeline.tip.spent'), t(spent.key, { ...spent.params }))}
        {person.comment && row(t('timeline.tip.comment'), person.comment)}
      </dl>
    </div>
  );
  return (
    <Popover content={content} placement="bottom-start" popoverClassName="approval-tip-popover">
      <button
        type="button"
        className="approval-tip-target"
        aria-label={t('timeline.tip.open', { name: person.userName })}
      >
        <span className="approval-avatar" aria-hidden>
          {initials(person.userName)}
        </span>
        <span>{person.userName}</span>
      </button>
    </Popover>
  );
}
