/**
 * The system clipboard, so controls can be copied between designer tabs and forms. Falls back to a
 * hidden text area and `execCommand('copy')`, removed 122 ms later (workflow spec §9). The last text
 * written is kept as well, for browsers that refuse to read the clipboard.
 */
export const COPY_HELPER_CLEANUP_MS = 122;

let lastWritten: string | undefined;

function copyWithHelper(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const helper = document.createElement('textarea');
  helper.value = text;
  helper.setAttribute('readonly', '');
  helper.style.position = 'fixed';
  helper.style.opacity = '0';
  document.body.appendChild(helper);
  helper.select();
  let isCopied: boolean;
  try {
    isCopied = document.execCommand('copy');
  } catch {
    isCopied = false;
  }
  setTimeout(() => helper.remove(), COPY_HELPER_CLEANUP_MS);
  return isCopied;
}

/** Writes text; resolves whether it reached the clipboard. */
export async function writeClipboard(text: string): Promise<boolean> {
  lastWritten = text;
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission refused: try the helper below
  }
  return copyWithHelper(text);
}

export async function readClipboard(): Promise<string | undefined> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.readText)
      return await navigator.clipboard.readText();
  } catch {
    // permission refused: fall back to what this page wrote last
  }
  return lastWritten;
}
