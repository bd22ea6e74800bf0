/** Form events (workflow spec §3, §7): calls through the host data source and applies the answer to the store. */
import {
  applyEventResponse,
  buildEventCall,
  eventPayload,
  eventsTriggeredBy,
  locateControl,
} from '@shared/form';
import type { FormDocument, FormValues, LabeledValue } from '@shared/form';
import type { FormDataSource } from '../dataSource';

/** What the events need of the form store (the store passes itself; this module does not import it). */
export interface FormEventTarget {
  readonly setup: { readonly document: FormDocument; readonly dataSource?: FormDataSource };
  readonly values: FormValues;
  changeLoading(step: 1 | -1): void;
  setEventOptions(options: Readonly<Record<string, LabeledValue[]>>): void;
  commitAll(next: FormValues): void;
}

/** Runs the events `trigger` fires (a field key, or `init`); `rowIndex` when the field sits in a batch row. */
export function runFormEvents(store: FormEventTarget, trigger: string, rowIndex?: number): void {
  const { document, dataSource } = store.setup;
  const events = eventsTriggeredBy(document.config.formEvents, trigger);
  if (!dataSource?.callEvent || events.length === 0) return;
  for (const event of events) {
    const parent =
      rowIndex === undefined
        ? undefined
        : locateControl(document, trigger)?.context.parents.find((control) => control.type === 'batch');
    const rows = parent ? store.values[parent.model || parent.key] : undefined;
    const row =
      Array.isArray(rows) && rowIndex !== undefined ? (rows[rowIndex] as Record<string, unknown>) : undefined;
    store.changeLoading(1);
    dataSource
      .callEvent(buildEventCall(event, store.values, row))
      .then((body) => {
        const result = applyEventResponse(document, event, eventPayload(body), store.values, rowIndex);
        if (Object.keys(result.options).length > 0) store.setEventOptions(result.options);
        store.commitAll(result.values);
      })
      .catch(() => undefined)
      .finally(() => store.changeLoading(-1));
  }
}
