/** Routes of the form sources: people, organisations (tenant-scoped, paged) and the region dataset (the same for all). */
import { api } from '@shared/api';
import { REGION_DATASET } from '@shared/form';
import type { AppDeps } from '../../../http/context';
import { sendRaw } from '../../../http/rawReply';
import { route, type RouteBinding } from '../../../http/routing';
import { searchOrganizations, searchPeople } from './directorySearch';
import { regionAnswer } from './regionDataset';

const a = api.approval;

/** A versioned address never changes: cached for a year without asking again. Any other is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

const acceptsGzip = (header: string | string[] | undefined) => /\bgzip\b/.test(String(header ?? ''));

const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

export const formSourceRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.formPeople, async ({ session, query }) => searchPeople(deps.db, session.merchantId, query)),
  route(a.formOrganizations, async ({ session, query }) =>
    searchOrganizations(deps.db, session.merchantId, query),
  ),
  route(a.formRegions, async ({ req, reply, query, locale }) => {
    const answer = regionAnswer(locale);
    const headers = {
      etag: answer.etag,
      'cache-control': query.v === REGION_DATASET ? IMMUTABLE : REVALIDATE,
      vary: 'Accept-Encoding, Accept-Language',
    };
    if (matchesEtag(req.headers['if-none-match'], answer.etag)) return sendRaw(reply, 304, headers);
    const isGzip = acceptsGzip(req.headers['accept-encoding']);
    const body = isGzip ? answer.gzip : answer.raw;
    return sendRaw(
      reply,
      200,
      {
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
        ...(isGzip ? { 'content-encoding': 'gzip' } : {}),
      },
      body,
    );
  }),
];
