import { Button, Card, Elevation, H5, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CountBars } from './CountBars';
import type { HomeStore } from './model/HomeStore';
import { OldestTodos } from './OldestTodos';

export interface TodoCardProps {
  store: HomeStore;
}

/** My to-dos: how many, by urgency and by age, and the oldest ones; or what to do when there are none. */
export const TodoCard = observer(function TodoCard({ store }: TodoCardProps) {
  const { t } = useTranslation();
  const todo = store.data.value?.todo;
  if (!todo) return null;
  return (
    <Card
      role="region"
      elevation={Elevation.ONE}
      className="home-card home-card-wide"
      aria-labelledby="home-todo-title"
    >
      <H5 id="home-todo-title" className="home-card-title">
        {t('home.todo')}
        <span className="home-total">{t('home.total', { count: todo.total })}</span>
      </H5>
      {todo.total === 0 ? (
        <NonIdealState
          icon="tick-circle"
          title={t('home.empty.todoTitle')}
          description={t('home.empty.todo')}
          action={
            <Button icon="add" intent="primary" onClick={() => store.startApplication()}>
              {t('home.startApplication')}
            </Button>
          }
        />
      ) : (
        <>
          <div className="home-card-columns">
            <section>
              <h6 className="home-subtitle">{t('home.byDegree')}</h6>
              <CountBars label={t('home.byDegree')} bars={store.todoByDegree} valueHeader={t('home.count')} />
            </section>
            <section>
              <h6 className="home-subtitle">{t('home.byAge')}</h6>
              <CountBars label={t('home.byAge')} bars={store.todoByAge} valueHeader={t('home.count')} />
            </section>
          </div>
          <h6 className="home-subtitle">{t('home.oldest')}</h6>
          <OldestTodos store={store} />
        </>
      )}
    </Card>
  );
});
