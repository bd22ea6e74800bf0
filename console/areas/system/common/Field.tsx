import type { ReactNode } from 'react';
import { FormGroup, Intent } from '@blueprintjs/core';

/** A labelled form field with its error under it. */
export function Field({
  label,
  error,
  required,
  children,
  inputId,
}: {
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
  inputId?: string;
}) {
  return (
    <FormGroup
      label={label}
      labelFor={inputId}
      labelInfo={required ? '*' : undefined}
      helperText={error}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
}
