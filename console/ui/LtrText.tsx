import type { ReactNode } from 'react';

export interface LtrTextProps {
  children: ReactNode;
  className?: string;
}

/**
 * A value that reads left to right in any UI direction (phone numbers, codes, user names, ids, emails, times):
 * isolated from the surrounding text so right-to-left layout never reorders its characters.
 */
export function LtrText({ children, className }: LtrTextProps) {
  return (
    <bdi dir="ltr" className={className ? `ltr-text ${className}` : 'ltr-text'}>
      {children}
    </bdi>
  );
}
