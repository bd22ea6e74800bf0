import fc from 'fast-check';
import type { EndpointDef } from '@shared/api/contract';
import { ADMIN_PREFIX } from '@shared/api/codes';
import type { FuzzRequest } from './requests';

/** How a multipart upload body departs from a well-formed one. */
export const MULTIPART_CASES = [
  'valid',
  'noBoundary',
  'emptyBoundary',
  'longBoundary',
  'wrongBoundary',
  'cutOff',
  'noClosingBoundary',
  'notMultipart',
  'hugePartHeader',
  'manyHeaderLines',
  'manyParts',
  'manyFiles',
  'headerWithoutColon',
  'noDisposition',
  'hostileFileName',
  'prototypeField',
  'badJsonField',
  'empty',
  'anonymous',
] as const;
export type MultipartCase = (typeof MULTIPART_CASES)[number];

const CRLF = '\r\n';

interface Part {
  headers: string[];
  body: string;
}

const filePart = (name: string, body: string, field = 'file'): Part => ({
  headers: [
    `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
    'Content-Type: text/plain',
  ],
  body,
});

const fieldPart = (name: string, value: string, type?: string): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`, ...(type ? [`Content-Type: ${type}`] : [])],
  body: value,
});

/** A multipart body with the given parts, closed by the final boundary. */
export const writeMultipart = (boundary: string, parts: Part[], isClosed = true): string =>
  parts
    .map((part) => `--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}${part.body}${CRLF}`)
    .join('') + (isClosed ? `--${boundary}--${CRLF}` : '');

/** The content type and body of one case; `content` is the file's text, `cut` where a cut-off body ends (0..1). */
export const multipartBody = (
  kind: MultipartCase,
  content: string,
  cut: number,
): { contentType: string; body: string } => {
  const boundary = '----fuzzBoundary7MA4YWxkTrZu0gW';
  const type = `multipart/form-data; boundary=${boundary}`;
  const valid = writeMultipart(boundary, [filePart('note.txt', content)]);
  switch (kind) {
    case 'noBoundary':
      return { contentType: 'multipart/form-data', body: valid };
    case 'emptyBoundary':
      return { contentType: 'multipart/form-data; boundary=', body: valid };
    case 'longBoundary':
      return { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: valid };
    case 'wrongBoundary':
      return { contentType: 'multipart/form-data; boundary=somethingElse', body: valid };
    case 'cutOff':
      return { contentType: type, body: valid.slice(0, Math.floor(valid.length * cut)) };
    case 'noClosingBoundary':
      return { contentType: type, body: writeMultipart(boundary, [filePart('note.txt', content)], false) };
    case 'notMultipart':
      return { contentType: type, body: `{"file":"${content}"}` };
    case 'hugePartHeader':
      return {
        contentType: type,
        body: writeMultipart(boundary, [filePart(`${'n'.repeat(200_000)}.txt`, content)]),
      };
    case 'manyHeaderLines': {
      const part = filePart('note.txt', content);
      part.headers.push(...Array.from({ length: 2_000 }, (_, i) => `X-Extra-${i}: ${'v'.repeat(40)}`));
      return { contentType: type, body: writeMultipart(boundary, [part]) };
    }
    case 'manyParts':
      return {
        contentType: type,
        body: writeMultipart(boundary, [
          ...Array.from({ length: 300 }, (_, i) => fieldPart(`field${i}`, 'x')),
          filePart('note.txt', content),
        ]),
      };
    case 'manyFiles':
      return {
        contentType: type,
        body: writeMultipart(
          boundary,
          Array.from({ length: 40 }, (_, i) => filePart(`note${i}.txt`, content, `file${i}`)),
        ),
      };
    case 'headerWithoutColon':
      return {
        contentType: type,
        body: writeMultipart(boundary, [{ headers: ['this is not a header', '::::'], body: content }]),
      };
    case 'noDisposition':
      return {
        contentType: type,
        body: writeMultipart(boundary, [{ headers: ['Content-Type: text/plain'], body: content }]),
      };
    case 'hostileFileName':
      return {
        contentType: type,
        body: writeMultipart(boundary, [filePart('../../../etc/passwd\u0000.txt', content)]),
      };
    case 'prototypeField':
      return {
        contentType: type,
        body: writeMultipart(boundary, [fieldPart('__proto__', 'x'), filePart('note.txt', content)]),
      };
    case 'badJsonField':
      return {
        contentType: type,
        body: writeMultipart(boundary, [
          fieldPart('meta', '{"a":', 'application/json'),
          filePart('note.txt', content),
        ]),
      };
    case 'empty':
      return { contentType: type, body: '' };
    default:
      return { contentType: type, body: valid };
  }
};

/** Upload requests for a multipart endpoint: well-formed ones and every kind of broken body. */
export const multipartRequestsFor = (def: EndpointDef): fc.Arbitrary<FuzzRequest & { case: MultipartCase }> =>
  fc
    .record({
      kind: fc.constantFrom(...MULTIPART_CASES),
      content: fc.string({ minLength: 1, maxLength: 200 }),
      cut: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
    })
    .map(({ kind, content, cut }) => {
      const { contentType, body } = multipartBody(kind, content, cut);
      return {
        case: kind,
        method: def.method,
        url: `${def.prefix ?? ADMIN_PREFIX}${def.path}`,
        body,
        contentType,
        isAnonymous: kind === 'anonymous',
      };
    });
