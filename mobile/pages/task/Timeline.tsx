import type { ProcessInfoData } from '@shared/api/modules/approval/schemas';
import { formatTime } from '../../ui/formatTime';
import { useT } from '../../ui/useStore';

/** The application's way so far (workflow spec §4.1): each step, who handled it, how, when, with the opinion. */
export function Timeline({ info }: { info: ProcessInfoData }) {
  const { t, i18n } = useT();
  return (
    <section className="m-card" aria-labelledby="m-timeline-title">
      <h2 id="m-timeline-title">{t('task.timeline')}</h2>
      <ol className="m-timeline">
        {info.entries.map((entry, index) => (
          <li key={`${entry.nodeId}-${index}`} className="m-timeline-entry">
            <span className="m-timeline-name">
              {entry.taskNameKey ? t(`approval:${entry.taskNameKey}`) : entry.taskName}
            </span>
            {entry.approvalInfos.map((person, at) => (
              <div key={`${person.userId}-${at}`} className="m-timeline-person">
                <span>
                  {person.userName} ·{' '}
                  <span className={`m-task-state m-task-state-${person.taskState}`}>
                    {t(`taskState.${person.taskState}`)}
                  </span>
                  {person.endTime ? ` · ${formatTime(person.endTime, i18n.language)}` : ''}
                </span>
                {person.comment ? <q className="m-comment">{person.comment}</q> : null}
                {person.signature ? (
                  <img
                    className="m-signature-image"
                    src={person.signature}
                    alt={t('signature.of', { name: person.userName })}
                  />
                ) : null}
              </div>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
