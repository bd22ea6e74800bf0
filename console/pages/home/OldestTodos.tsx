import { Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { waitedOf, type HomeStore } from './model/HomeStore';
import { intlLocale } from '@shared/i18n/locales';

export interface OldestTodosProps {
  store: HomeStore;
}

/** `3 days` in the reader's language (en_US → en-US for Intl). */
const formatWaited = (seconds: number, language: string) => {
  const { value, unit } = waitedOf(seconds);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
};

/** The oldest to-dos, oldest first: each opens its task in the approval modal, as the to-do list does. */
export const OldestTodos = observer(function OldestTodos({ store }: OldestTodosProps) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="home-oldest" aria-label={t('home.oldest')}>
      {store.oldestTodos.map((todo) => (
        <li key={todo.taskId} className="home-oldest-item">
          <button type="button" className="home-oldest-link" onClick={() => store.openTask(todo.taskId)}>
            {todo.itemName}
          </button>
          <span className="muted home-oldest-meta">
            {t('home.todoMeta', { process: todo.processName, node: todo.nodeName, applicant: todo.createBy })}
          </span>
          <Tag minimal intent={todo.degree >= 3 ? 'danger' : todo.degree === 2 ? 'warning' : 'none'}>
            {store.degreeLabel(todo.degree)}
          </Tag>
          <span className="home-oldest-waited">
            {t('home.waited', { time: formatWaited(todo.waitingSeconds, i18n.language) })}
          </span>
        </li>
      ))}
    </ol>
  );
});
