import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

/**
 * Writes an answer that is not an envelope Fastify serializes (a metrics text, a prepared and compressed body):
 * past the serializer, with the headers set so far (security headers, request id) plus `headers`. The handler
 * returns what this returns in place of its data: the answer has been written.
 */
export const sendRaw = (
  reply: FastifyReply,
  status: number,
  headers: OutgoingHttpHeaders,
  body?: string | Buffer,
): never => {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.writeHead(status, headers);
  reply.raw.end(body);
  return null as never;
};
