import { describe, expect, it } from 'vitest';
import { isFailoverError, NoPrimaryError } from './failoverErrors';

const sqlError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('isFailoverError', () => {
  it.each([
    ['admin shutdown (57P01)', sqlError('57P01')],
    ['read-only after demotion (25006)', sqlError('25006')],
    ['starting up (57P03)', sqlError('57P03')],
    ['connection failure (08006)', sqlError('08006')],
    ['refused connection', sqlError('ECONNREFUSED')],
    ['reset connection', sqlError('ECONNRESET')],
    ['dropped connection', new Error('Connection terminated unexpectedly')],
    ['dead pooled client', new Error('Client has encountered a connection error and is not queryable')],
    ['no primary', new NoPrimaryError(['a:1 read-only'], true)],
    ['wrapped by the query builder', new Error('Failed query: begin', { cause: sqlError('57P01') })],
  ])('%s is a failover', (_name, error) => {
    expect(isFailoverError(error)).toBe(true);
  });

  it.each([
    ['unique violation (23505)', sqlError('23505')],
    ['serialization failure (40001)', sqlError('40001')],
    ['syntax error (42601)', sqlError('42601')],
    ['a business error', new Error('already handled')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isFailoverError(error)).toBe(false);
  });
});
