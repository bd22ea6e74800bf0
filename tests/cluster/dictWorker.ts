import type { ClusterClient } from './clusterClient';
import { checkRead, rounds, type RunContext } from './runContext';

export const CLUSTER_DICT = 'cluster_run';

/** A dictionary item as its last acknowledged write left it. */
export interface DictRecord {
  dictId: string;
  dictValue: string;
  dictLabel: string;
}

interface ItemView {
  dictId: string;
  dictValue: string;
  dictLabel: string;
}

const findItem = async (client: ClusterClient, dictValue: string) => {
  const page = await client.call<{ rows: ItemView[] }>(
    `/dict/data/list?pageNum=1&limit=10&dictCode=${CLUSTER_DICT}&keyword=${encodeURIComponent(dictValue)}`,
  );
  return page.body.data.rows.find((row) => row.dictValue === dictValue);
};

/**
 * An administrator adding and relabelling dictionary items. An add retried after a connection error first looks
 * for its value (unique per dictionary): found means the first attempt landed. Every write is read back at once.
 */
export const dictWorker = async (
  ctx: RunContext,
  client: ClusterClient,
  index: number,
  planned: number,
  records: DictRecord[],
) =>
  rounds(ctx, planned, async (i) => {
    const dictValue = `v${index}_${i}`;
    let found: ItemView | undefined;
    const added = await client.call<{ dictId: string }>('/dict/data/add', {
      method: 'POST',
      body: { dictCode: CLUSTER_DICT, dictValue, dictLabel: `${dictValue} a` },
      beforeRetry: async () => (found = await findItem(client, dictValue)) !== undefined,
    });
    const dictId = added.hasLandedBefore ? (found?.dictId ?? '') : added.body.data.dictId;
    const record = { dictId, dictValue, dictLabel: `${dictValue} a` };
    records.push(record);
    ctx.acknowledged();
    const afterAdd = await client.send<ItemView>(`/dict/data/${dictId}`);
    checkRead(ctx, `item ${dictValue}`, added, afterAdd, afterAdd.body.data?.dictLabel === record.dictLabel);

    const dictLabel = `${dictValue} b`;
    const updated = await client.call('/dict/data/update', {
      method: 'POST',
      body: { dictId, dictCode: CLUSTER_DICT, dictValue, dictLabel },
    });
    record.dictLabel = dictLabel;
    ctx.acknowledged();
    const afterUpdate = await client.send<ItemView>(`/dict/data/${dictId}`);
    checkRead(
      ctx,
      `label of ${dictValue}`,
      updated,
      afterUpdate,
      afterUpdate.body.data?.dictLabel === dictLabel,
    );
  });
