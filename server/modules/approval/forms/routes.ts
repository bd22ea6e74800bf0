import { api } from '@shared/api';
import { route, type RouteBinding } from '../../../http/routing';
import type { AppDeps } from '../../../http/context';
import { aliasList, aliasUpdate } from './aliases';
import { formDetail, formPage, processFormDetail, removeForm, saveForm } from './service';

const a = api.approval;

export const formRoutes = (deps: AppDeps): RouteBinding[] => [
  route(a.formDetail, async ({ session, query }) => formDetail(deps, session, query.id)),
  route(a.processFormDetail, async ({ session, query }) => processFormDetail(deps, session, query.processId)),
  route(a.formUpdate, async ({ session, body }) => saveForm(deps, session, body)),
  route(a.formPage, async ({ session, query }) => formPage(deps, session, query)),
  route(a.formRemove, async ({ session, query }) => {
    await removeForm(deps, session, query.id);
    return null;
  }),
  route(a.fieldAliasList, async ({ session, query }) => aliasList(deps, session, query.formId)),
  route(a.fieldAliasUpdate, async ({ session, body }) => {
    await aliasUpdate(deps, session, body);
    return null;
  }),
];
