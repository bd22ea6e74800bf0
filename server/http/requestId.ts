import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** The header a request id arrives in (from a proxy or a caller) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when it is a short token of these characters; anything else gets a fresh id. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when it is a safe short token, otherwise a new UUID. */
export const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
};

/**
 * Every answer carries its request's id in X-Request-Id (the log lines carry it as `reqId`), and the request's work
 * runs under that id, so the SQL it sends names it (see `Database.withRequestId`). The id is bound again before
 * validation: reading a body resumes on the socket's events, outside the binding made when the request arrived.
 */
export const installRequestId = (app: FastifyInstance, database: Database) => {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    database.withRequestId(req.id, done);
  });
  app.addHook('preValidation', (req, _reply, done) => database.withRequestId(req.id, done));
};
