import { api } from '@shared/api';
import type { AppDeps } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { route, type RouteBinding } from '../../../http/routing';
import { addCategory, deleteCategory, setCategoryStatus, updateCategory } from './categoryService';
import { smallLetterPage } from './letterQueries';
import { categoryPage, categoryView, findCategory, findTemplate, templateCounts } from './queries';
import { templateDetail, templatePage } from './queries';
import { addTemplate, deleteTemplate, setTemplateStatus, updateTemplate } from './templateService';

const m = api.messaging;
const paging = (q: { pageNum?: number; limit?: number }) => ({
  pageNum: q.pageNum ?? 1,
  limit: q.limit ?? 10,
});

/** Routes of message templates and template categories (console spec §7.5), every one scoped to the tenant. */
export const templatesRoutes = (deps: AppDeps): RouteBinding[] => [
  route(m.templateAdd, async ({ session, body }) => addTemplate(deps, session, body)),
  route(m.templateUpdate, async ({ session, body }) => {
    await updateTemplate(deps, session, body);
    return null;
  }),
  route(m.templateStatus, async ({ session, body }) => {
    await setTemplateStatus(deps, session, body.templateId, body.status);
    return null;
  }),
  route(m.templateDelete, async ({ session, body }) => {
    await deleteTemplate(deps, session, body.templateId);
    return null;
  }),
  route(m.templateDetail, async ({ session, body }) => {
    const row = await findTemplate(deps.db, session.merchantId, body.templateId);
    if (!row) throw notFound();
    return templateDetail(deps.db, session.merchantId, row);
  }),
  route(m.templatePage, async ({ session, body }) =>
    templatePage(deps.db, session.merchantId, { ...body, ...paging(body) }),
  ),
  route(m.letterSmallPage, async ({ session, body }) =>
    smallLetterPage(deps.db, session.merchantId, { ...body, ...paging(body) }),
  ),
  route(m.templateCategoryAdd, async ({ session, body }) => addCategory(deps, session, body)),
  route(m.templateCategoryPage, async ({ session, body }) =>
    categoryPage(deps.db, session.merchantId, { ...body, ...paging(body) }),
  ),
  route(m.templateCategoryStatus, async ({ session, body }) => {
    await setCategoryStatus(deps, session, body.categoryId, body.status);
    return null;
  }),
  route(m.templateCategoryDetail, async ({ session, body }) => {
    const row = await findCategory(deps.db, session.merchantId, body.categoryId);
    if (!row) throw notFound();
    const counts = await templateCounts(deps.db, session.merchantId, [row.categoryId]);
    return categoryView(row, counts.get(row.categoryId) ?? 0);
  }),
  route(m.templateCategoryUpdate, async ({ session, body }) => {
    await updateCategory(deps, session, body);
    return null;
  }),
  route(m.templateCategoryDelete, async ({ session, body }) => {
    await deleteCategory(deps, session, body.categoryId);
    return null;
  }),
];
