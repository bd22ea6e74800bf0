import { api } from '@shared/api';
import type { PushLogRow } from '@shared/api/modules/approval';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { PagedList } from '../../../../app/model/PagedList';

/** The push log of a template: every attempt, newest first, ten a page. */
export class PushLogStore {
  readonly page: PagedList<PushLogRow>;

  constructor(
    deps: Pick<ModelDeps, 'client'>,
    readonly processId: string,
  ) {
    this.page = new PagedList(
      (pageNum, limit) => deps.client.call(api.approval.callLog, { query: { processId, pageNum, limit } }),
      10,
    );
  }

  start() {
    return this.page.goTo(1);
  }
}
