import { Tag } from '@blueprintjs/core';
import type { PickerValue } from './types';

/** The picked records as removable tags. */
export function PickedChips({
  value,
  onRemove,
  disabled,
}: {
  value: PickerValue[];
  onRemove(id: string): void;
  disabled?: boolean;
}) {
  return (
    <div className="picker-chips">
      {value.map((v) => (
        <Tag key={v.id} minimal onRemove={disabled ? undefined : () => onRemove(v.id)}>
          {v.name}
        </Tag>
      ))}
    </div>
  );
}
