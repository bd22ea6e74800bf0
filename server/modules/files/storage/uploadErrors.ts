/**
 * What an upload's failure tells the uploader. The multipart plugin's limit errors become the limit that was hit;
 * a body the parser cannot read (no boundary, cut off, malformed part headers, not multipart at all, no file part)
 * becomes a 4xx refusal naming that problem, never a server fault (issue 32).
 */
import { ResultCode } from '@shared/api/codes';
import { AppError, business } from '../../../http/errors';

export type UnreadableUpload = 'noBoundary' | 'cutOff' | 'malformed' | 'notMultipart' | 'noFile';

/** A body the parser could not read: HTTP 400 (415 when it is not multipart at all), the problem in words. */
export const unreadableUpload = (problem: UnreadableUpload): AppError =>
  new AppError(
    ResultCode.InvalidParam,
    `files:upload.${problem}`,
    {},
    { status: problem === 'notMultipart' ? 415 : 400, data: { field: 'file' } },
  );

/** RFC 2046: a boundary has 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/** Whether a multipart Content-Type names a boundary the parser can use. */
export const hasUsableBoundary = (contentType: string | undefined): boolean =>
  BOUNDARY.test(contentType ?? '');

/** The parser's own words for a boundary it cannot use (missing, empty or longer than it searches for). */
const BOUNDARY_PROBLEM = /boundary|needle/i;
/** The parser's words for a body that ended before the form did (or a client that left half-way). */
const CUT_OFF = /unexpected end|terminated early|premature|aborted/i;

/**
 * Maps an error raised while reading the multipart body to the refusal that names it. A body that ends before its
 * first part is not multipart at all (or uses another boundary); one that ends inside a part was cut off.
 */
export const parseFailure = (error: unknown, hasSeenPart: boolean): AppError => {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_FILES_LIMIT') return business('files:upload.oneFile');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return business('files:upload.tooManyParts');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unreadableUpload('notMultipart');
  if (BOUNDARY_PROBLEM.test(message ?? '')) return unreadableUpload('noBoundary');
  const isCutOff = code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || CUT_OFF.test(message ?? '');
  return unreadableUpload(isCutOff && hasSeenPart ? 'cutOff' : 'malformed');
};

/**
 * The refusal for a failed upload: `tooBig` for the size limit; a parse failure (an error the parser raised, noted in
 * `parsing.errors`) named as such; anything else (the file store failing) stays a server fault.
 */
export const uploadFailure = (
  error: unknown,
  tooBig: () => AppError,
  parsing: { errors: WeakSet<object>; hasSeenPart: boolean },
) => {
  if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') return tooBig();
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null && parsing.errors.has(error))
    return parseFailure(error, parsing.hasSeenPart);
  return error;
};
