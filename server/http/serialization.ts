import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

type Serialize = (data: unknown) => string;

/**
 * Answers are written by the serializer of their route's response schema, as Fastify does by default (fields the
 * contract does not declare never leave the server), but each serializer is built when its route first answers,
 * not while the server starts: building all of them up front took most of a warm start (README).
 */
export const installSerializers = (app: FastifyInstance) => {
  app.setSerializerCompiler(({ schema }) => {
    let compiled: Serialize | undefined;
    return (data: unknown) => {
      compiled ??= fastJson(schema as Parameters<typeof fastJson>[0]) as Serialize;
      return compiled(data);
    };
  });
};
