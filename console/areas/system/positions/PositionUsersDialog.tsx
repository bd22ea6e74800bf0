import { HoldersDialog } from '../common/HoldersDialog';
import type { HoldersStore } from '../common/model/HoldersStore';

/** Who holds a position. */
export function PositionUsersDialog({
  store,
  onClose,
  onSaved,
}: {
  store: HoldersStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  return <HoldersDialog store={store} onClose={onClose} onSaved={onSaved} />;
}
