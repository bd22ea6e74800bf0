/** Console paths of the forms area. */
export const FORM_LIST_PATH = '/workflow/forms';
export const NEW_FORM_ID = 'new';

export const designerPath = (formId: string): string =>
  `/workflow/form-designer/${encodeURIComponent(formId)}`;

/** The form id of a designer path, 'new' when it creates a form. */
export function formIdOfPath(pathname: string): string {
  const match = /\/workflow\/form-designer\/([^/?#]+)/.exec(pathname);
  return decodeURIComponent(match?.[1] ?? NEW_FORM_ID);
}

/** Reads a stored form document; an unreadable one opens as an empty form. */
export function parseJsonContent(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
