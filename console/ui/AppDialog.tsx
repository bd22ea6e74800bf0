/** The console's dialogs are the studio's: one dialog component with a translated close button. */
export { AppDialog } from '@studio/common/ui/AppDialog';
export type { AppDialogProps } from '@studio/common/ui/AppDialog';
