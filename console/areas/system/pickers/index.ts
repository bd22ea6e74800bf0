/**
 * Reusable pickers of the identity area. Every picker takes `PickerProps`:
 * `{ value: {id, name}[]; onChange(value); multiple?; height?; disabled? }`.
 * Members and roles load with page 1 and limit 9999 (console spec §7.5); lists are virtualised.
 */
import '../common/admin.css';

export type { PickerProps, PickerValue } from './types';
export { MemberPicker } from './MemberPicker';
export { preloadMembers } from './memberSource';
export { RolePicker } from './RolePicker';
export { OrganizeTreePicker } from './OrganizeTreePicker';
export { PositionTreePicker } from './PositionTreePicker';
