/** The identity area's pickers, adapted to the designer's picker interface (studio never imports console). */
import type { AssigneeKind, AssigneePicker, AssigneePickerProps } from '@studio/flow';
import { MemberPicker, OrganizeTreePicker, PositionTreePicker, RolePicker } from '../system/pickers';

const adapt = (Picker: typeof MemberPicker): AssigneePicker =>
  function AdaptedPicker({ value, onChange, isMultiple = true }: AssigneePickerProps) {
    return (
      <Picker
        value={value}
        onChange={(next) => onChange(next.map((ref) => ({ id: ref.id, name: ref.name })))}
        multiple={isMultiple}
        height={260}
      />
    );
  };

export const pickerAdapters: Record<AssigneeKind, AssigneePicker> = {
  user: adapt(MemberPicker),
  role: adapt(RolePicker),
  organisation: adapt(OrganizeTreePicker),
  position: adapt(PositionTreePicker),
};
