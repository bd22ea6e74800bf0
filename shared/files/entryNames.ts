/** Longest name of a bucket or folder, in characters. */
export const ENTRY_NAME_MAX = 100;

/** What is wrong with a bucket or folder name (a key of `files:entry.*`), or undefined when it may be used. */
export type EntryNameProblem = 'nameRequired' | 'nameTooLong' | 'nameSlash';

/** Checks a trimmed bucket or folder name: not empty, at most ENTRY_NAME_MAX characters, no '/'. */
export const entryNameProblem = (name: string): EntryNameProblem | undefined => {
  if (name.length === 0) return 'nameRequired';
  if ([...name].length > ENTRY_NAME_MAX) return 'nameTooLong';
  if (name.includes('/')) return 'nameSlash';
  return undefined;
};
