import type { AreaScreens } from '../../screens/types';

/** Screens of the forms area, keyed by the menu's component string (see server/db/seed/apps.ts). */
export const formsScreens: AreaScreens = {
  screens: {
    'workflow/FormList': () => import('./FormListScreen'),
    FormDesigner: () => import('./FormDesignerPage'),
  },
  routes: [
    {
      path: '/workflow/form-designer/:formId',
      name: 'FormDesigner',
      component: 'FormDesigner',
      titleKey: 'formDesigner:host.designerTitle',
    },
  ],
};
