/**
 * HTML cleaning for the html control: DOMPurify (loaded on demand) first, its `style` attributes filtered
 * declaration by declaration (cssSanitize.ts), then a second pass that removes executable elements,
 * event-handler attributes and script URLs and filters styles again, so no script can run even where the
 * first pass is unavailable.
 */
import { filterStyle } from './cssSanitize';

const BLOCKED_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'frame',
  'frameset',
];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset'];

export function stripDangerous(html: string): string {
  if (typeof document === 'undefined') return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  for (const element of Array.from(root.querySelectorAll(BLOCKED_TAGS.join(',')))) element.remove();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (name === 'style') {
        const style = filterStyle(attribute.value);
        if (style === '') element.removeAttribute(attribute.name);
        else element.setAttribute('style', style);
        continue;
      }
      if (
        name.startsWith('on') ||
        (URL_ATTRIBUTES.includes(name) &&
          /^(javascript|vbscript|data):/.test(value) &&
          !/^data:image\/(png|gif|jpe?g|webp);/.test(value))
      ) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  return template.innerHTML;
}

let isStyleHookAdded = false;

export async function sanitizeHtml(html: string): Promise<string> {
  const { default: purify } = await import('dompurify');
  if (!purify.isSupported) return stripDangerous(html);
  if (!isStyleHookAdded) {
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName !== 'style') return;
      const style = filterStyle(data.attrValue);
      if (style === '') data.keepAttr = false;
      else data.attrValue = style;
    });
    isStyleHookAdded = true;
  }
  return stripDangerous(purify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'iframe'] }));
}
