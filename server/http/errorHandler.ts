import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { ResultCode } from '@shared/api/codes';
import { DEFAULT_LOCALE, localeFromHeader } from '@shared/i18n/locales';
import { translatorFor } from '../i18n';
import { isFailoverError } from '../db/failoverErrors';
import { AppError } from './errors';
import { fieldLabel } from './fieldLabel';
import { describeValidation } from './validation';

const JSON_TYPE = 'application/json; charset=utf-8';

const sendEnvelope = (
  reply: FastifyReply,
  status: number,
  body: { code: string; msg: string; subCode?: string; data?: unknown },
) =>
  reply
    .status(status)
    .type(JSON_TYPE)
    .serializer(JSON.stringify)
    .send({ ...body, data: body.data ?? null });

/** The subCode of a 503 answered while no database primary is reachable: the request may be sent again. */
export const DATABASE_UNAVAILABLE = 'database-unavailable';

const tFor = (req: FastifyRequest) => translatorFor(localeFromHeader(req.headers['accept-language']));

/**
 * Refusals the framework makes before a handler runs, by Fastify error code: the HTTP status they keep and the
 * message key (of the `server` namespace) that says what is wrong.
 */
const FRAMEWORK_REFUSALS: Record<string, { status: number; messageKey: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, messageKey: 'refusal.bodyTooLarge' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, messageKey: 'refusal.badLength' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, messageKey: 'refusal.mediaType' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, messageKey: 'refusal.mediaType' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 200, messageKey: 'malformedJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 200, messageKey: 'malformedJson' },
  FST_ERR_BAD_URL: { status: 400, messageKey: 'refusal.badUrl' },
};

/** Envelope for a framework refusal made outside the error handler (a malformed URL before routing). */
export const frameworkErrors = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  const refusal = FRAMEWORK_REFUSALS[error.code] ?? { status: 400, messageKey: 'refusal.badRequest' };
  return sendEnvelope(reply, refusal.status, {
    code: ResultCode.InvalidParam,
    msg: tFor(req)(refusal.messageKey),
    data: null,
  });
};

/** A business failure's message in the reader's language, and the field it names (if any). */
export const describeAppError = (
  t: TFunction,
  error: AppError,
): { msg: string; field?: string; reason?: string } => {
  const { reasonKey, fieldKey, ...params } = error.params as {
    reasonKey?: string;
    fieldKey?: string;
    field?: unknown;
  };
  if (fieldKey) params.field = t(fieldKey);
  // A reason key (of `reason.*`, or `ns:key` of another namespace) is translated into `reason`; without one,
  // the error's own `reason` parameter stays.
  const reasonText = reasonKey && t(reasonKey.includes(':') ? reasonKey : `reason.${reasonKey}`, params);
  const values = reasonText ? { ...params, reason: reasonText } : params;
  return {
    msg: t(error.messageKey, values),
    ...(typeof params.field === 'string' ? { field: params.field } : {}),
    ...(reasonText ? { reason: reasonText } : {}),
  };
};

/** Every failure becomes an envelope. Client input never yields a 500; only a server fault does. */
export const installErrorHandling = (
  app: FastifyInstance,
  onServerError: (error: unknown, req: FastifyRequest) => void,
) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const t = tFor(req);
    if (error instanceof AppError) {
      const { msg, field, reason } = describeAppError(t, error);
      const isFieldProblem = error.code === ResultCode.InvalidParam && field !== undefined;
      // a field problem also carries its reason alone, for a screen that shows it at the field (the label is there)
      return sendEnvelope(reply, error.options.status ?? 200, {
        code: error.code,
        subCode: error.options.subCode,
        msg,
        data: error.options.data ?? (isFieldProblem ? { field, ...(reason ? { reason } : {}) } : undefined),
      });
    }
    if (error.validation) {
      const problem = describeValidation(error.validation);
      const field = problem.field || t('requestBody');
      const reason = t(`reason.${problem.reasonKey}`, problem.params);
      return sendEnvelope(reply, 200, {
        code: ResultCode.InvalidParam,
        msg: t('invalidParam', { field: fieldLabel(t, field), reason }),
        data: { field, reason },
      });
    }
    const refusal = FRAMEWORK_REFUSALS[error.code ?? ''];
    if (refusal) {
      return sendEnvelope(reply, refusal.status, {
        code: ResultCode.InvalidParam,
        msg: t(refusal.messageKey),
        data: { field: t('requestBody') },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const malformed = error instanceof SyntaxError || /JSON/i.test(error.code ?? '');
      return sendEnvelope(reply, 200, {
        code: ResultCode.InvalidParam,
        msg: malformed
          ? t('malformedJson')
          : t('invalidParam', { field: t('requestBody'), reason: t('reason.invalid') }),
        data: { field: t('requestBody') },
      });
    }
    if (isFailoverError(error)) {
      // the database is down or switching to its standby: not a fault of this request, and worth trying again
      req.log.warn(`database unavailable: ${error.message}`);
      return sendEnvelope(reply, 503, {
        code: ResultCode.ServerError,
        subCode: DATABASE_UNAVAILABLE,
        msg: t('databaseUnavailable'),
      });
    }
    onServerError(error, req);
    return sendEnvelope(reply, 500, { code: ResultCode.ServerError, msg: t('serverError') });
  });
};

/** Unknown API paths answer with a 404 envelope; other paths are left to the static front-end fallback. */
export const apiNotFound = (req: FastifyRequest, reply: FastifyReply) =>
  sendEnvelope(reply, 404, {
    code: ResultCode.NotFound,
    msg: tFor(req)('apiNotFound', { path: req.url.split('?')[0] }),
  });

/** The longest request target (path and query) the server reads; longer ones get 414 before routing. */
export const MAX_URL_LENGTH = 8192;

/** Refuses over-long request targets with a 414 envelope before anything parses them. */
export const installUrlLimit = (app: FastifyInstance) => {
  // every request passes here: a callback hook costs no promise; the refusal answers without going on (no `done`)
  app.addHook('onRequest', (req, reply, done) => {
    if (req.raw.url && req.raw.url.length > MAX_URL_LENGTH) {
      void sendEnvelope(reply, 414, {
        code: ResultCode.InvalidParam,
        msg: tFor(req)('refusal.uriTooLong', { limit: MAX_URL_LENGTH }),
        data: null,
      });
      return;
    }
    done();
  });
};

/** Node's own HTTP parser errors (431 headers too large, 400 malformed request) that never reach Fastify. */
const PARSER_REFUSALS: Record<string, { status: number; text: string; messageKey: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    messageKey: 'refusal.headersTooLarge',
  },
  HPE_URI_OVERFLOW: { status: 414, text: 'URI Too Long', messageKey: 'refusal.uriTooLong' },
};

/**
 * Writes an envelope straight to the socket for requests Node refuses while parsing. The request was never read,
 * so the answer uses the default language.
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const known = PARSER_REFUSALS[error.code ?? ''];
  const status = known?.status ?? 400;
  const t = translatorFor(DEFAULT_LOCALE);
  const body = JSON.stringify({
    code: ResultCode.InvalidParam,
    msg: t(known?.messageKey ?? 'refusal.badRequest', { limit: MAX_URL_LENGTH }),
    data: null,
  });
  socket.end(
    `HTTP/1.1 ${status} ${known?.text ?? 'Bad Request'}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
};
