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

/**
 * Plain text that reads left to right wherever it stands (a path or a code inside an option of a select, where no
 * element can isolate it): wrapped in the Unicode left-to-right isolate, so `/approval/todo` keeps its slashes in
 * Arabic text.
 */
export const ltrIsolated = (text: string) => `\u2066${text}\u2069`;
