import { isSameOriginPath } from '../theme/rules';

/** Where a user lands when no page was asked for, and when neither a role nor the tenant names one. */
export const DEFAULT_HOME_PAGE = '/home';

/**
 * The page a user opens after signing in (console spec §7.3 role home page, §9 theme home page): the first of
 * their roles' home pages, else the tenant's home page, else /home. Only same-origin paths count.
 */
export const resolveHomePage = (roleHomePages: readonly string[], tenantHomePage: unknown): string =>
  [...roleHomePages, typeof tenantHomePage === 'string' ? tenantHomePage : ''].find(
    (page) => page !== '' && isSameOriginPath(page),
  ) ?? DEFAULT_HOME_PAGE;
