import type { AreaScreens } from '../../screens/types';

/** Screens of the flows area, keyed by the menu's component string (see server/db/seed/apps.ts). */
export const flowsScreens: AreaScreens = {
  screens: {
    FlowDesigner: () => import('./FlowDesignerPage'),
  },
  routes: [
    {
      path: '/workflow/flow-designer/:processId',
      name: 'FlowDesigner',
      component: 'FlowDesigner',
      titleKey: 'flow:host.title',
    },
    // workflow spec §2.1: the designer's tabs /basicInfo, /flowDesign, /flowSetting open the designer on that tab
    {
      path: '/workflow/flow-designer/:processId/:tab',
      name: 'FlowDesignerTab',
      component: 'FlowDesigner',
      titleKey: 'flow:host.title',
    },
  ],
};
