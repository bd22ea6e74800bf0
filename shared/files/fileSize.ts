/**
 * File sizes for people (console spec §9): B, KB, MB or GB with 2 decimals, switching at a tenth of the next
 * unit: below 102.4 B in B, below 102.4 KB (104,857.6 B) in KB, below 102.4 MB in MB, else GB.
 */
const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

export const formatFileSize = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes < 0) return '0.00 B';
  if (bytes < 0.1 * KB) return `${bytes.toFixed(2)} B`;
  if (bytes < 0.1 * MB) return `${(bytes / KB).toFixed(2)} KB`;
  if (bytes < 0.1 * GB) return `${(bytes / MB).toFixed(2)} MB`;
  return `${(bytes / GB).toFixed(2)} GB`;
};
