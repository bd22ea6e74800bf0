import { randomBytes } from 'node:crypto';
import type { ClusterClient } from './clusterClient';
import { checkRead, rounds, type RunContext } from './runContext';

/** A file whose upload was acknowledged. */
export interface UploadRecord {
  originalName: string;
  fileName: string;
  content: string;
}

interface FileRow {
  fileName: string;
  originalName: string;
}

const findFile = async (client: ClusterClient, originalName: string) => {
  const page = await client.call<{ rows: FileRow[] }>(
    `/file/list?pageNum=1&limit=10&name=${encodeURIComponent(originalName)}`,
  );
  return page.body.data.rows.find((row) => row.originalName === originalName);
};

/**
 * Uploads of small files with names unique to the run, each downloaded through the balancer at once. An upload
 * retried after a connection error first looks for its name in the file centre: found means the first one landed.
 */
export const uploadWorker = async (
  ctx: RunContext,
  client: ClusterClient,
  index: number,
  planned: number,
  records: UploadRecord[],
) =>
  rounds(ctx, planned, async (i) => {
    const originalName = `cluster-${index}-${i}.txt`;
    const content = randomBytes(2048 + 512 * i).toString('base64');
    let found: FileRow | undefined;
    const uploaded = await client.call<{ fileName: string }>('/upload/oss', {
      method: 'POST',
      form: () => {
        const form = new FormData();
        form.append('file', new Blob([content], { type: 'text/plain' }), originalName);
        return form;
      },
      beforeRetry: async () => (found = await findFile(client, originalName)) !== undefined,
    });
    const fileName = uploaded.hasLandedBefore ? (found?.fileName ?? '') : uploaded.body.data.fileName;
    records.push({ originalName, fileName, content });
    ctx.acknowledged();
    const download = await client.raw(
      `/digital-portal/common/download?fileName=${encodeURIComponent(fileName)}`,
    );
    checkRead(ctx, `file ${originalName}`, uploaded, download, download.text === content);
  });
