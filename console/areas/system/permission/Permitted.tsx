import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { usePermission } from './usePermission';

export interface PermittedProps {
  /** Permission strings; the children show if the user holds any of them. Must not be empty. */
  tags: string[];
  children: ReactNode;
}

/** Shows its children only to users holding one of `tags` (the element is removed otherwise). */
export const Permitted = observer(function Permitted({ tags, children }: PermittedProps) {
  const can = usePermission();
  return can(...tags) ? <>{children}</> : null;
});
