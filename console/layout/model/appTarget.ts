import type { SysAppRow } from '@shared/api';

/** Where clicking an app in the top navigation leads (console spec §2.6). */
export type AppTarget =
  | { kind: 'external'; url: string; isNewTab: boolean }
  | { kind: 'route'; path: string; isNewTab: boolean }
  | { kind: 'warn'; warningKey: string; thenPath?: string };

export const TOKEN_PLACEHOLDER = /\$?\{token\}/g;

export interface AppTargetContext {
  token: string | undefined;
  hasProject: boolean;
  /** The app's landing page, if it has any visible page. */
  landing: string | undefined;
}

export const appTarget = (
  app: Pick<SysAppRow, 'appCode' | 'appPath' | 'isMicro' | 'openType' | 'needProject'>,
  ctx: AppTargetContext,
): AppTarget => {
  const isNewTab = app.openType === 'NEW_TAB';
  if (/^https?:\/\//i.test(app.appPath)) {
    return {
      kind: 'external',
      url: app.appPath.replace(TOKEN_PLACEHOLDER, encodeURIComponent(ctx.token ?? '')),
      isNewTab,
    };
  }
  if (app.needProject && !ctx.hasProject)
    return { kind: 'warn', warningKey: 'apps.needProject', thenPath: '/project' };
  if (!ctx.landing) return { kind: 'warn', warningKey: 'guard.noAppPermission' };
  return { kind: 'route', path: ctx.landing, isNewTab };
};

/** Groups apps by their category code, in dictionary order; unknown categories come last. */
export const groupApps = <A extends Pick<SysAppRow, 'appCategory' | 'visible' | 'appOrder'>>(
  apps: readonly A[],
  categories: readonly { dictValue: string; dictLabel: string }[],
): { label: string; value: string; apps: A[] }[] => {
  const visible = apps.filter((a) => a.visible !== '0').sort((a, b) => a.appOrder - b.appOrder);
  const groups = categories.map((c) => ({
    label: c.dictLabel,
    value: c.dictValue,
    apps: visible.filter((a) => a.appCategory === c.dictValue),
  }));
  const known = new Set(categories.map((c) => c.dictValue));
  const rest = visible.filter((a) => !known.has(a.appCategory));
  return [...groups, ...(rest.length ? [{ label: '', value: '', apps: rest }] : [])].filter(
    (g) => g.apps.length > 0,
  );
};
