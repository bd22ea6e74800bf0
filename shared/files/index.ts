/** Helpers of the files area shared by the console and the runtime. */
export { formatFileSize } from './fileSize';
