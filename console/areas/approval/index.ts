/** Public face of the approval area: the task modal the shell's sub-app bridge opens. */
export { ApprovalTaskModal } from './task/ApprovalTaskModal';
export type { ApprovalTaskModalProps } from './task/ApprovalTaskModal';
