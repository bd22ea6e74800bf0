import type { ExtraRoute } from './types';

/** Routes outside the menus (designers, detail pages); `component` is a key of SCREENS (./registry.ts). */
export const EXTRA_ROUTES: ExtraRoute[] = [
  {
    path: '/approval/delegations',
    name: 'ApprovalDelegations',
    component: 'approval/Delegations',
    titleKey: 'approval:delegate.title',
  },
  {
    path: '/workflow/template-settings/:processId',
    name: 'WorkflowTemplateSettings',
    component: 'workflow/TemplateSettings',
    titleKey: 'approval:settings.title',
  },
  {
    path: '/workflow/diagnosis/:processId',
    name: 'WorkflowDiagnosis',
    component: 'workflow/FlowDiagnosis',
    titleKey: 'analytics:diagnosis.title',
  },
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
  {
    path: '/workflow/form-designer/:formId',
    name: 'FormDesigner',
    component: 'FormDesigner',
    titleKey: 'formDesigner:host.designerTitle',
  },
];
