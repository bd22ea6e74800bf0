import { action, makeObservable, observable } from 'mobx';
import { api } from '@shared/api';
import type { ProcessInfoData } from '@shared/api/modules/approval';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export type TimelineView = 'timeline' | 'flow';

/** Process dynamics of one instance (workflow spec §2.4, §4.1): the loaded info, timeline or flow, image export. */
export class ProcessTimelineStore {
  view: TimelineView = 'timeline';
  readonly info = new Loader<ProcessInfoData>();

  constructor(private readonly deps: ModelDeps) {
    makeObservable(this, { view: observable, show: action });
  }

  /** Loads (or reloads after an action) the dynamics of `instanceId`. */
  load(instanceId: string) {
    return this.info.load(() => this.deps.client.call(api.approval.nodeInfo, { query: { id: instanceId } }));
  }

  show(view: TimelineView) {
    this.view = view;
  }

  /** Runs the export the view prepared (it owns the page element) and tells the user how it went. */
  async exportImage(work: () => Promise<void>) {
    const { notify, t } = this.deps;
    try {
      await work();
      notify.success(t('approval:timeline.exported'));
    } catch {
      notify.error(t('approval:timeline.exportFailed'));
    }
  }
}
