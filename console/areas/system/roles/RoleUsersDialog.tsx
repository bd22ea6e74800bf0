import { HoldersDialog } from '../common/HoldersDialog';
import type { HoldersStore } from '../common/model/HoldersStore';

/** The role's user modal: pick who holds the role. */
export function RoleUsersDialog({
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
