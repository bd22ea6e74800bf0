import { useId } from 'react';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'search';
  autoComplete?: string;
}

/** A labelled text input, full width, 48 px tall. */
export function Field({ label, value, onChange, type = 'text', autoComplete }: FieldProps) {
  const id = useId();
  return (
    <div className="m-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
