import { useState } from 'react';
import { Button, Collapse, Icon, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ProcessInfoEntryRow } from '@shared/api/modules/approval';
import { actionKey, durationMessage, entryTag, isEndEntry, taskStateIntent } from '../model/timelineView';
import { ApproverTip } from './ApproverTip';
import { TimelineNote } from './TimelineNote';

const TIME = 'YYYY-MM-DD HH:mm:ss';

export interface TimelineEntryProps {
  entry: ProcessInfoEntryRow;
}

/**
 * One node of the process dynamics: name, end time, tag, approvers (each opening the approver tip) with comments,
 * action, start and time spent.
 */
export function TimelineEntry({ entry }: TimelineEntryProps) {
  const { t } = useTranslation('approval');
  const [isOpen, setOpen] = useState(true);
  const tag = entryTag(entry);
  const isEnd = isEndEntry(entry);
  const spent = entry.duration === null ? null : durationMessage(entry.duration);
  const name = isEnd ? t(entry.taskNameKey || 'engine.timeline.end') : entry.taskName;
  return (
    <section className={`approval-entry${isEnd ? ' is-end' : ''}`} aria-label={name}>
      <div className="approval-entry-dot">
        <Icon icon={isEnd ? 'flag' : entry.endTime === null ? 'time' : 'tick-circle'} size={14} />
      </div>
      <div className="approval-entry-main">
        <div className="approval-entry-head">
          <Button
            variant="minimal"
            size="small"
            icon={isOpen ? 'chevron-down' : 'chevron-right'}
            aria-expanded={isOpen}
            onClick={() => setOpen(!isOpen)}
          >
            <strong>{name}</strong>
          </Button>
          {tag && (
            <Tag minimal intent={tag === 'unread' ? 'warning' : 'primary'}>
              {t(`tag.${tag}`)}
            </Tag>
          )}
          {entry.endTime !== null && (
            <span className="approval-muted">{dayjs(entry.endTime).format(TIME)}</span>
          )}
          {isEnd && spent && (
            <span className="approval-muted">
              {t('timeline.total', { time: t(spent.key, { ...spent.params }) })}
            </span>
          )}
        </div>
        <Collapse isOpen={isOpen}>
          {entry.approvalInfos.map((person, index) => (
            <div key={`${person.userId}-${index}`} className="approval-person">
              <div className="approval-person-text">
                <div>
                  <ApproverTip entry={entry} person={person} />
                  <Tag minimal className="approval-gap" intent={taskStateIntent(person.taskState)}>
                    {t(actionKey(entry.taskType, person.taskState, person.endTime))}
                  </Tag>
                  {person.isAuto && (
                    <Tag minimal className="approval-gap">
                      {t('tag.auto')}
                    </Tag>
                  )}
                  {person.onBehalfOf && (
                    <Tag minimal className="approval-gap" intent="primary">
                      {t('delegate.onBehalfOf', { name: person.onBehalfOf })}
                    </Tag>
                  )}
                  {person.isQuick && (
                    <Tag minimal className="approval-gap" intent="warning">
                      {t('tag.quick')}
                    </Tag>
                  )}
                </div>
                {person.comment && <div className="approval-comment">{person.comment}</div>}
                {person.signature && (
                  <img
                    className="approval-signature"
                    src={person.signature}
                    alt={t('signature.alt', { name: person.userName })}
                  />
                )}
              </div>
            </div>
          ))}
          {entry.notes.map((note, index) => (
            <TimelineNote key={`n-${index}`} note={note} />
          ))}
          {!isEnd && (
            <div className="approval-muted approval-entry-times">
              <span>{t('timeline.start', { time: dayjs(entry.startTime).format(TIME) })}</span>
              {spent && <span>{t('timeline.spent', { time: t(spent.key, { ...spent.params }) })}</span>}
            </div>
          )}
        </Collapse>
      </div>
    </section>
  );
}
