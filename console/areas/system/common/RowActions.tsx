import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../permission/Permitted';
import { ConfirmRemoveButton } from './ConfirmRemoveButton';

export interface RowButtonProps {
  text: string;
  onClick(): void;
  /** The row's main action is drawn in the primary colour. */
  isPrimary?: boolean;
  /** What a screen reader hears when the visible text alone does not say which row it acts on. */
  label?: string;
}

/** A small text button in a table row's action cell. */
export function RowButton({ text, onClick, isPrimary, label }: RowButtonProps) {
  return (
    <Button
      size="small"
      variant="minimal"
      intent={isPrimary ? 'primary' : undefined}
      text={text}
      aria-label={label}
      onClick={onClick}
    />
  );
}

export interface RowActionsProps {
  /** The row's name: it tells a screen reader which row "Edit" acts on and is named in the remove question. */
  name: string;
  /** The permission prefix: edit needs `<prefix>:edit`, remove `<prefix>:remove`. */
  permission: string;
  onEdit?(): void;
  onRemove?(): void;
  /** false: the row cannot be removed (a system row); the button shows disabled. */
  canRemove?: boolean;
  /** A tree row's "add below": drawn first, behind `<prefix>:add`. */
  addChild?: { text: string; onAdd(): void };
  /** Actions drawn between edit and remove, each wrapped in its own permission by the caller. */
  children?: ReactNode;
}

/** A table row's action cell: edit and remove behind their permissions, with room for the row's own actions. */
export function RowActions({
  name,
  permission,
  onEdit,
  onRemove,
  canRemove = true,
  addChild,
  children,
}: RowActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-ops">
      {addChild && (
        <Permitted tags={[`${permission}:add`]}>
          <RowButton text={addChild.text} onClick={addChild.onAdd} />
        </Permitted>
      )}
      {onEdit && (
        <Permitted tags={[`${permission}:edit`]}>
          <RowButton isPrimary text={t('ui.edit')} label={t('ui.editOf', { name })} onClick={onEdit} />
        </Permitted>
      )}
      {children}
      {onRemove && (
        <Permitted tags={[`${permission}:remove`]}>
          <ConfirmRemoveButton name={name} disabled={!canRemove} onConfirm={onRemove} />
        </Permitted>
      )}
    </div>
  );
}
