/** Rules of configuration properties shared by the server (refusal) and the console (applying them). */

export const APP_NAME_KEY = 'VUE_APP_NAME';
export const FAVICON_KEY = 'VUE_APP_FAVICON';

const IMAGE_DATA = /^data:image\/(png|x-icon|vnd\.microsoft\.icon|gif|jpeg|webp);base64,[A-Za-z0-9+/=]+$/;

/**
 * A favicon may be a same-origin path (`/favicon.svg`), an https URL, or a base64 raster image; never a
 * protocol-relative URL, `javascript:`, a non-image `data:` URL, or anything with spaces, quotes or backslashes.
 */
export const isSafeFavicon = (value: string): boolean => {
  const v = value.trim();
  if (!v || v.length > 100_000 || /[\s"'<>\\]/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//');
  if (IMAGE_DATA.test(v)) return true;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** The problem key (in the `server` namespace) of a property value, or undefined when it is fine. */
export const propertyValueProblem = (attrCode: string, attrValue: string): string | undefined => {
  if (attrCode === FAVICON_KEY && !isSafeFavicon(attrValue)) return 'dicts.faviconUnsafe';
  if (attrCode === APP_NAME_KEY && !attrValue.trim()) return 'dicts.appNameRequired';
  return undefined;
};
