import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@shared/api/codes';
import { MAX_BODY_DEPTH, jsonNestsDeeperThan } from '@shared/json/depth';
import { AppError } from './errors';

/** An invalid-parameter refusal naming the field, as the validators give one. */
const refuse = (field: string, reasonKey: string, params: Record<string, unknown> = {}) =>
  field
    ? new AppError(ResultCode.InvalidParam, 'invalidParam', { field, reasonKey, ...params })
    : new AppError(ResultCode.InvalidParam, 'invalidParam', {
        fieldKey: 'requestBody',
        reasonKey,
        ...params,
      });

const NUL = '\u0000';

/** The first value in a parsed input PostgreSQL or the services cannot take: a NUL character or a non-finite number. */
export const findUnstorable = (input: unknown): { field: string; reasonKey: 'nul' | 'finite' } | null => {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string' && value.includes(NUL)) return { field: path, reasonKey: 'nul' };
    if (typeof value === 'number' && !Number.isFinite(value)) return { field: path, reasonKey: 'finite' };
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return { field: childPath.split(NUL).join('\\0'), reasonKey: 'nul' };
      stack.push([child, childPath]);
    }
  }
  return null;
};

/**
 * Guards every route's input: JSON bodies nesting deeper than MAX_BODY_DEPTH are refused before they are parsed,
 * and after validation (when query strings are coerced to numbers) no string may hold a NUL character and no
 * number may be infinite, wherever it sits.
 */
export const installInputGuard = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_BODY_DEPTH)) {
      done(refuse('', 'nestedTooDeep', { limit: MAX_BODY_DEPTH }), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
  app.addHook('preHandler', (req, _reply, done) => {
    for (const part of [req.params, req.query, req.body]) {
      const problem = findUnstorable(part);
      if (problem) {
        done(refuse(problem.field, problem.reasonKey));
        return;
      }
    }
    done();
  });
};
