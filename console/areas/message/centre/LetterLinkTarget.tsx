import { lazy, Suspense } from 'react';
import type { LetterLinkData } from '@shared/api/modules/shell';

/** The approval screens a letter leads to, loaded only when a letter is followed. */
const ApprovalModal = lazy(() => import('../../approval/ApprovalModal'));
const ProcessViewDialog = lazy(() =>
  import('../../approval/lists/ProcessViewDialog').then((m) => ({ default: m.ProcessViewDialog })),
);

export interface LetterLinkTargetProps {
  link: LetterLinkData;
  /** The letter's title, the application dialog's title. */
  title: string;
  onClose(): void;
}

/** What a letter is about, opened the way the approval lists open it: the task modal, or the application's dynamics. */
export function LetterLinkTarget({ link, title, onClose }: LetterLinkTargetProps) {
  return (
    <Suspense fallback={null}>
      {link.kind === 'task' && <ApprovalModal taskId={link.id} isOpen onClose={onClose} />}
      {link.kind === 'instance' && <ProcessViewDialog instanceId={link.id} title={title} onClose={onClose} />}
    </Suspense>
  );
}
