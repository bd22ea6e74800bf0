import type { ComponentType } from 'react';

/** A lazily loaded screen module; its default export is the page. */
export type LazyScreen = () => Promise<{ default: ComponentType }>;

/** A route that is not in any menu (designers, detail pages), registered by its area. */
export interface ExtraRoute {
  /** Absolute path, may hold params: `/workflow/flow-designer/:processId`. */
  path: string;
  /** Route name (unique). */
  name: string;
  /** Key in the screens map. */
  component: string;
  /** i18n key (`namespace:key`) of the tab and page title. */
  titleKey: string;
  hideMenu?: boolean;
  hideTabs?: boolean;
}
