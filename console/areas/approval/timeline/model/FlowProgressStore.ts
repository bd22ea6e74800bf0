import { api } from '@shared/api';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { progressDiagram, type ProgressDiagram } from '../../model/progressDiagram';

/**
 * The read-only progress diagram: the tree the instance runs on (or, without it, the template's design from
 * `GET /jflow/detail`) coloured with the instance's node statuses. A failed load shows as 'could not draw the flow'.
 */
export class FlowProgressStore {
  /** The template design text; null when it could not be loaded. */
  readonly design = new Loader<string | null>(null);

  constructor(private readonly deps: Pick<ModelDeps, 'client'>) {}

  /** The instance's own tree when given (`modelContent` of the process info), else the template's design. */
  load(processId: string, modelContent?: string) {
    if (modelContent) return this.design.load(() => Promise.resolve(modelContent));
    return this.design.load(() =>
      this.deps.client
        .call(api.approval.processDetail, { query: { id: processId } })
        .then((detail) => detail.modelContent),
    );
  }

  /**
   * The diagram for `nodeStatuses`, or undefined while the design loads. The same design and statuses give the
   * same diagram object, so the viewer lays the flow out once.
   */
  diagram(nodeStatuses: Record<string, number>): ProgressDiagram | undefined {
    if (this.design.isLoading || this.design.value === undefined) return undefined;
    const text = this.design.value;
    if (this.last?.text === text && this.last.nodeStatuses === nodeStatuses) return this.last.diagram;
    const diagram: ProgressDiagram =
      text === null ? { ok: false, messageKey: 'timeline.flowFailed' } : progressDiagram(text, nodeStatuses);
    this.last = { text, nodeStatuses, diagram };
    return diagram;
  }

  private last:
    { text: string | null; nodeStatuses: Record<string, number>; diagram: ProgressDiagram } | undefined;
}
