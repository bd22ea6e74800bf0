import { downloadFile } from '../../../ui/downloadFile';

/** Offers `text` to the browser as a downloaded file. */
export const downloadText = (fileName: string, text: string, type = 'application/json') =>
  downloadFile(fileName, text, type);
