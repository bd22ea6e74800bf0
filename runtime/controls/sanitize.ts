/**
 * HTML cleaning for the html control: DOMPurify (loaded on demand) first, then a second pass that removes
 * executable elements, event-handler attributes and script URLs, so no script can run even where the
 * first pass is unavailable.
 */
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
      if (
        name.startsWith('on') ||
        name === 'style' ||
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

export async function sanitizeHtml(html: string): Promise<string> {
  const { default: purify } = await import('dompurify');
  const first = purify.isSupported
    ? purify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] })
    : html;
  return stripDangerous(first);
}
