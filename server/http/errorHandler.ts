import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@shared/api/codes';
import { localeFromHeader } from '@shared/i18n/locales';
import { translatorFor } from '../i18n';
import { AppError } from './errors';
import { fieldLabel } from './fieldLabel';
import { describeValidation } from './validation';

const sendEnvelope = (
  reply: FastifyReply,
  status: number,
  body: { code: string; msg: string; subCode?: string; data?: unknown },
) => reply.status(status).serializer(JSON.stringify).send({ ...body, data: body.data ?? null });

const tFor = (req: FastifyRequest) => translatorFor(localeFromHeader(req.headers['accept-language']));

/** Every failure becomes an envelope. Client input never yields a 500; only a server fault does. */
export const installErrorHandling = (app: FastifyInstance, onServerError: (error: unknown, req: FastifyRequest) => void) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const t = tFor(req);
    if (error instanceof AppError) {
      const { reasonKey, ...params } = error.params as { reasonKey?: string };
      // A reason key is translated into `reason`; without one, the error's own `reason` parameter stays.
      const values = reasonKey ? { ...params, reason: t(`reason.${reasonKey}`, params) } : params;
      return sendEnvelope(reply, error.options.status ?? 200, {
        code: error.code,
        subCode: error.options.subCode,
        msg: t(error.messageKey, values),
        data: error.options.data,
      });
    }
    if (error.validation) {
      const problem = describeValidation(error.validation);
      const field = problem.field || t('requestBody');
      return sendEnvelope(reply, 200, {
        code: ResultCode.InvalidParam,
        msg: t('invalidParam', { field: fieldLabel(t, field), reason: t(`reason.${problem.reasonKey}`, problem.params) }),
        data: { field },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const malformed = error instanceof SyntaxError || /JSON|body/i.test(error.code ?? '');
      return sendEnvelope(reply, 200, {
        code: ResultCode.InvalidParam,
        msg: malformed ? t('malformedJson') : t('invalidParam', { field: t('requestBody'), reason: error.message }),
      });
    }
    onServerError(error, req);
    return sendEnvelope(reply, 500, { code: ResultCode.ServerError, msg: t('serverError') });
  });
};

/** Unknown API paths answer with a 404 envelope; other paths are left to the static front-end fallback. */
export const apiNotFound = (req: FastifyRequest, reply: FastifyReply) =>
  sendEnvelope(reply, 404, { code: ResultCode.NotFound, msg: tFor(req)('apiNotFound', { path: req.url.split('?')[0] }) });
