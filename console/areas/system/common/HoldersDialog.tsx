import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useRun } from './useRun';
import { MemberPicker } from '../pickers/MemberPicker';
import type { PickerValue } from '../pickers/types';

export interface HoldersDialogProps {
  isOpen: boolean;
  title: string;
  /** Current holders; called each time the dialog opens. */
  load(): Promise<PickerValue[]>;
  /** Applies the difference between the loaded holders and the chosen ones. */
  save(change: { add: string[]; remove: string[] }): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

/** Who holds something (a role, a position): pick members, save only what changed. */
export function HoldersDialog({ isOpen, title, load, save, onClose, onSaved }: HoldersDialogProps) {
  const { t } = useTranslation('admin');
  const [initial, setInitial] = useState<PickerValue[]>([]);
  const [value, setValue] = useState<PickerValue[]>([]);
  const { isBusy, run } = useRun();
  useEffect(() => {
    if (!isOpen) return;
    void load().then((holders) => {
      setInitial(holders);
      setValue(holders);
    }, () => undefined);
    // `load` changes identity on every render of the caller; reload only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  const submit = () => {
    const before = new Set(initial.map((v) => v.id));
    const after = new Set(value.map((v) => v.id));
    void run(() => save({ add: [...after].filter((id) => !before.has(id)), remove: [...before].filter((id) => !after.has(id)) }), onSaved);
  };
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={title} style={{ width: 520 }}>
      <DialogBody>{isOpen && <MemberPicker multiple value={value} onChange={setValue} />}</DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
