/** Helpers of the files area shared by the console and the runtime. */
export { formatFileSize } from './fileSize';
export { megabytes, usageFigures } from './storageUsage';
export type { UsageFigures } from './storageUsage';
export { crc32, storedZip } from './storedZip';
export type { ZipEntry } from './storedZip';
export { quotaProblem, tooLargeProblem, uploadAllowanceOf, uploadLimitProblem } from './uploadLimits';
export type { UploadLimitProblem, UploadLimits } from './uploadLimits';
export { ENTRY_NAME_MAX, entryNameProblem } from './entryNames';
export type { EntryNameProblem } from './entryNames';
