import type { AreaScreens } from '../../screens/types';

/** Screens of the approval area, keyed by the menu's component string (see server/db/seed/apps.ts). */
export const approvalScreens: AreaScreens = {
  screens: {
    'approval/ApprovalCenter': () => import('./screenModules/ApprovalCenter'),
    'approval/ToHandleList': () => import('./screenModules/ToHandleList'),
    'approval/MyApplications': () => import('./screenModules/MyApplications'),
    'workflow/TemplateList': () => import('./screenModules/TemplateList'),
    'workflow/TemplateSettings': () => import('./screenModules/TemplateSettings'),
  },
  routes: [
    { path: '/workflow/template-settings/:processId', name: 'WorkflowTemplateSettings', component: 'workflow/TemplateSettings', titleKey: 'approval:settings.title' },
  ],
};
