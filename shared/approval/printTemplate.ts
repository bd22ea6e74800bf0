/**
 * Custom print templates (workflow spec §2.6 "print template"): an HTML template with placeholders, cleaned
 * when the flow settings are saved and again after the placeholders are filled in. The cleaner needs no DOM (it
 * runs on the server): it reads the markup tag by tag and writes back only allow-listed tags and attributes,
 * every value re-escaped. Scripts, styles, frames, forms, event handlers, links and any image that is not an
 * inline PNG/JPEG/GIF data URL do not survive. Pure.
 */

/** Tags kept (without their attributes unless listed below). */
const ALLOWED_TAGS = new Set([
  'article', 'b', 'blockquote', 'br', 'caption', 'col', 'colgroup', 'dd', 'div', 'dl', 'dt', 'em', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'section',
  'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]); // prettier-ignore
const VOID_TAGS = new Set(['br', 'col', 'hr', 'img']);
/** Tags dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'textarea', 'title', 'noscript', 'svg', 'math',
  'select', 'xmp', 'noembed', 'noframes', 'frameset', 'head', 'applet',
]); // prettier-ignore
const ALLOWED_ATTRIBUTES = new Set([
  'class',
  'style',
  'colspan',
  'rowspan',
  'align',
  'width',
  'height',
  'alt',
]);
/** The only image sources kept: inline raster images. */
const SAFE_IMAGE = /^data:image\/(png|jpeg|gif);base64,[a-z0-9+/=\s]+$/i;
const SAFE_STYLE_DECLARATION = /^\s*[a-z-]+\s*:\s*[a-z0-9 #%.,'"()+\-/!]*$/i;
const FORBIDDEN_STYLE = /url\s*\(|expression|script|@import|behavior|binding|image|\\|position|fixed/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });

/** Escapes text for HTML content and double-quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const cleanStyle = (style: string): string =>
  style
    .split(';')
    .filter((declaration) => SAFE_STYLE_DECLARATION.test(declaration) && !FORBIDDEN_STYLE.test(declaration))
    .map((declaration) => declaration.trim())
    .join('; ');

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const cleanAttributes = (tag: string, source: string): string => {
  const kept: string[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    if (tag === 'img' && name === 'src') {
      if (SAFE_IMAGE.test(value.trim())) kept.push(`src="${escapeHtml(value.replace(/\s+/g, ''))}"`);
      continue;
    }
    if (!ALLOWED_ATTRIBUTES.has(name)) continue;
    const clean = name === 'style' ? cleanStyle(value) : value;
    if (clean !== '' || name === 'alt') kept.push(`${name}="${escapeHtml(clean)}"`);
  }
  return kept.length ? ` ${kept.join(' ')}` : '';
};

const TAG =
  /^<(\/?)([a-z][a-z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/i;

/** The template with only safe markup left; text and placeholders pass through (escaped where needed). */
export function sanitizePrintTemplate(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i).replace(/>/g, '&gt;');
      break;
    }
    out += html.slice(i, lt).replace(/>/g, '&gt;');
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest)) {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const match = TAG.exec(rest);
    if (!match) {
      if (/^<\/?[a-z]/i.test(rest)) {
        // A broken tag: drop it up to its end so no half-tag reaches the browser.
        const end = html.indexOf('>', lt);
        i = end < 0 ? html.length : end + 1;
      } else {
        out += '&lt;';
        i = lt + 1;
      }
      continue;
    }
    const [whole, slash, rawName, attributes] = match;
    const name = (rawName ?? '').toLowerCase();
    i = lt + whole.length;
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (slash) continue;
      const close = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(i));
      i = close ? i + close.index + close[0].length : html.length;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (slash) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`;
      continue;
    }
    out += `<${name}${cleanAttributes(name, attributes ?? '')}>`;
  }
  return out;
}

/** What a print shows, already in the reader's language (the server builds it). */
export interface PrintContent {
  title: string;
  processName: string;
  initiator: string;
  createTime: string;
  fields: { key: string; label: string; value: string }[];
  /** A ready table of the process dynamics (built from escaped values). */
  timelineHtml: string;
  /** Ready blocks of the signatures (built from escaped values and checked PNG data URLs). */
  signaturesHtml: string;
}

const PLACEHOLDER =
  /\{\{\s*(field:([^}\s]+)|title|processName|initiator|createTime|timeline|signatures)\s*\}\}/g;

/**
 * Fills in the placeholders `{{title}}`, `{{processName}}`, `{{initiator}}`, `{{createTime}}`,
 * `{{field:<key>}}` (the value), `{{timeline}}` and `{{signatures}}`, then cleans the result again. Unknown
 * field keys become empty.
 */
export function renderPrintTemplate(template: string, content: PrintContent): string {
  const filled = sanitizePrintTemplate(template).replace(
    PLACEHOLDER,
    (_match, name: string, key?: string) => {
      if (key !== undefined)
        return escapeHtml(content.fields.find((field) => field.key === key)?.value ?? '');
      if (name === 'timeline') return content.timelineHtml;
      if (name === 'signatures') return content.signaturesHtml;
      return escapeHtml(content[name as 'title' | 'processName' | 'initiator' | 'createTime']);
    },
  );
  return sanitizePrintTemplate(filled);
}
