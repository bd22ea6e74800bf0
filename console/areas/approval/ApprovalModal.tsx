import { ApprovalTaskModal } from './task/ApprovalTaskModal';

export interface ApprovalModalProps {
  taskId: string;
  isOpen: boolean;
  /** 'changed' when an action succeeded, else 'closed'. */
  onClose: (result: string) => void;
}

/** The entry the shell's sub-app bridge loads lazily: the approval-task modal (workflow spec §2.2). */
export default function ApprovalModal({ taskId, isOpen, onClose }: ApprovalModalProps) {
  return (
    <ApprovalTaskModal
      taskId={taskId}
      isOpen={isOpen}
      onClose={(changed) => onClose(changed ? 'changed' : 'closed')}
    />
  );
}
