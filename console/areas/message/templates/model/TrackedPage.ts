import { action, makeObservable, observable } from 'mobx';
import { PagedList, type Page } from '../../../../app/model/PagedList';

/** A server page that also remembers whether its last load failed (the screen then offers to retry). */
export class TrackedPage<R> extends PagedList<R> {
  failed = false;

  constructor(load: (pageNum: number, limit: number) => Promise<Page<R>>, limit = 10) {
    super(async (pageNum, size) => {
      try {
        const page = await load(pageNum, size);
        this.setFailed(false);
        return page;
      } catch (error) {
        this.setFailed(true);
        throw error;
      }
    }, limit);
    makeObservable<TrackedPage<R>, 'setFailed'>(this, { failed: observable, setFailed: action });
  }

  private setFailed(failed: boolean) {
    this.failed = failed;
  }
}
