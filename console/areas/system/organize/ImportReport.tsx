import { Callout, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { Problem } from './model/importProblem';

export type { Problem };

/** The rows and columns an import rejected (nothing was imported). */
export function ImportReport({ problems }: { problems: Problem[] }) {
  const { t } = useTranslation('admin');
  if (problems.length === 0) return null;
  return (
    <Callout intent="danger" title={t('organize.importFailed', { count: problems.length })}>
      <div className="admin-problems">
        <HTMLTable compact aria-label={t('organize.importReport')}>
          <thead>
            <tr>
              <th>{t('organize.row')}</th>
              <th>{t('organize.column')}</th>
              <th>{t('organize.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, i) => (
              <tr key={i}>
                <td>{p.row || '--'}</td>
                <td>{p.column || '--'}</td>
                <td>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Callout>
  );
}
