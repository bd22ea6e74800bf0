import { useRef } from 'react';
import { Button, ButtonGroup, FormGroup, TextArea } from '@blueprintjs/core';
import type { FlowT } from '../../useFlowT';

/** The placeholders a custom print template may use (see shared/approval/printTemplate.ts). */
export const PRINT_PLACEHOLDERS = [
  '{{title}}',
  '{{processName}}',
  '{{initiator}}',
  '{{createTime}}',
  '{{field:key}}',
  '{{timeline}}',
  '{{signatures}}',
] as const;

export interface PrintTemplateEditorProps {
  value: string;
  onChange: (template: string) => void;
  t: FlowT;
}

/**
 * The custom print template (workflow spec §2.6): HTML with placeholders, inserted at the cursor by the buttons
 * below the text. The server keeps only safe markup when the settings are saved, as the note says.
 */
export function PrintTemplateEditor({ value, onChange, t }: PrintTemplateEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (placeholder: string) => {
    const element = area.current;
    if (!element) return;
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? start;
    element.value = `${element.value.slice(0, start)}${placeholder}${element.value.slice(end)}`;
    element.focus();
    element.setSelectionRange(start + placeholder.length, start + placeholder.length);
    onChange(element.value);
  };
  return (
    <>
      <TextArea
        inputRef={area}
        fill
        rows={8}
        dir="ltr"
        aria-label={t('settings.printTemplate')}
        aria-describedby="print-template-cleaned"
        defaultValue={value}
        onBlur={(event) => onChange(event.currentTarget.value)}
      />
      <FormGroup label={t('printPlaceholders.help')} className="print-placeholders">
        <ButtonGroup
          variant="minimal"
          style={{ flexWrap: 'wrap' }}
          aria-label={t('printPlaceholders.insert')}
        >
          {PRINT_PLACEHOLDERS.map((placeholder) => (
            <Button key={placeholder} size="small" onClick={() => insert(placeholder)}>
              <code dir="ltr">{placeholder}</code>
            </Button>
          ))}
        </ButtonGroup>
      </FormGroup>
      <p id="print-template-cleaned" className="bp6-text-muted">
        {t('printPlaceholders.cleaned')}
      </p>
    </>
  );
}
