import { useTranslation } from 'react-i18next';
import { PeopleDialog } from './PeopleDialog';

export interface NextApproverDialogProps {
  isOpen: boolean;
  /** Names of the nodes that need people. */
  nodeNames: string[];
  /** 1 pick one, 2 pick many. */
  selectMode: number;
  /** OK: the chosen people; an empty list means close and send nothing (spec §2.3, §5). */
  onClose: (chosen: { id: string; name: string }[]) => void;
}

/** Next-approver modal (workflow spec §2.3): a multi-select of users. */
export function NextApproverDialog({ isOpen, nodeNames, selectMode, onClose }: NextApproverDialogProps) {
  const { t } = useTranslation('approval');
  return (
    <PeopleDialog
      isOpen={isOpen}
      title={t('next.title')}
      hint={t('next.hint', { nodes: nodeNames.join(', ') })}
      selectMode={selectMode}
      onClose={onClose}
    />
  );
}
