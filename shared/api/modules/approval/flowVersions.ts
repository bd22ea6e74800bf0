/** Published versions of a flow (issue 30 "Versions"): the list, one version's frozen design, publishing one again. */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../../contract';
import { Id, NamedRef } from './schemas';
import { FlowSettingsBag, MANAGE_PERMISSION, VersionNote } from './flows';

export const VersionRow = Type.Object({
  version: Type.Integer(),
  note: Type.String(),
  /** Who published it (empty id and name for versions published before notes were kept). */
  publishedBy: NamedRef,
  publishedAt: Type.Number(),
  /** Applications under approval on this version. */
  runningCount: Type.Integer(),
  /** The version this one published again, or null. */
  republishedFrom: Type.Union([Type.Integer(), Type.Null()]),
});
export type VersionRowData = Static<typeof VersionRow>;

/** A bound form as frozen with the version. */
export const VersionForm = Type.Object({
  id: Type.String(),
  formName: Type.String(),
  jsonContent: Type.String(),
});

export const VersionDetail = Type.Composite([
  VersionRow,
  Type.Object({
    processName: Type.String(),
    modelContent: Type.String(),
    settings: FlowSettingsBag,
    forms: Type.Array(VersionForm),
  }),
]);
export type VersionDetailData = Static<typeof VersionDetail>;

const VersionNumber = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const flowVersionsApi = {
  /** Every published version of a flow, newest first. */
  processVersions: endpoint({
    method: 'GET',
    path: '/jflow/versions',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id }),
    response: Type.Array(VersionRow),
  }),
  /** One version's frozen design, settings and forms (opened read-only). */
  processVersionDetail: endpoint({
    method: 'GET',
    path: '/jflow/version',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    query: Type.Object({ id: Id, version: VersionNumber }),
    response: VersionDetail,
  }),
  /**
   * Publishes an older version again as the newest one (a roll back that keeps history): its design, settings and
   * forms become a new version and the draft, in one transaction. Answers the new version number.
   */
  processRepublish: endpoint({
    method: 'POST',
    path: '/jflow/republish',
    access: 'permission',
    permission: MANAGE_PERMISSION,
    body: Type.Object({ id: Id, version: VersionNumber, note: Type.Optional(VersionNote) }),
    response: Type.Object({ version: Type.Integer() }),
  }),
};
