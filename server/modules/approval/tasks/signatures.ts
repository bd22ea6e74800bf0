/**
 * Handwritten signatures (workflow spec §6): the PNG drawn on the approval modal's pad arrives as a data URL,
 * is checked to really be a PNG of bounded size, and is stored with the task in the approval's transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { wfSignatures } from '../../../db/schema';
import { invalid } from '../../../http/errors';

/** Largest signature image accepted, in bytes (a pad drawing is a few kB to a few tens of kB). */
export const MAX_SIGNATURE_BYTES = 200_000;
const MAX_SIDE = 4000;
const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const isPng = (bytes: Buffer): boolean => {
  if (bytes.length < 8 + 25 + 12 || PNG_MAGIC.some((byte, i) => bytes[i] !== byte)) return false;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return false;
  return bytes.toString('latin1', bytes.length - 8, bytes.length - 4) === 'IEND';
};

const refused = (reasonKey: string, params: Record<string, unknown> = {}) =>
  invalid('signature', `approval:signature.error.${reasonKey}`, {
    fieldKey: 'approval:signature.field',
    ...params,
  });

/** The signature's PNG as base64, or an invalid-parameter answer naming the signature field. */
export const checkedSignature = (dataUrl: string): string => {
  if (!dataUrl.startsWith(PREFIX)) throw refused('notPng');
  const base64 = dataUrl.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw refused('notPng');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) throw refused('tooLarge', { max: MAX_SIGNATURE_BYTES / 1000 });
  if (!isPng(bytes)) throw refused('notPng');
  return bytes.toString('base64');
};

export const saveSignature = async (
  tx: Tx,
  row: { merchantId: string; instanceId: string; taskId: string; userId: string; png: string },
) => {
  await tx.insert(wfSignatures).values({
    id: row.taskId,
    merchantId: row.merchantId,
    instanceId: row.instanceId,
    userId: row.userId,
    png: row.png,
  });
};

/** An instance's signatures as data URLs, by task id. */
export const signaturesOf = async (
  db: Db | Tx,
  merchantId: string,
  instanceId: string,
): Promise<Map<string, string>> => {
  const rows = await db
    .select({ id: wfSignatures.id, png: wfSignatures.png })
    .from(wfSignatures)
    .where(and(eq(wfSignatures.merchantId, merchantId), eq(wfSignatures.instanceId, instanceId)));
  return new Map(rows.map((row) => [row.id, `${PREFIX}${row.png}`]));
};
