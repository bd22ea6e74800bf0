/** Request headers (name/value) and body (name, custom or form-field value); a row goes only while others remain. */
import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import type { EventBody, EventHeader, FormEvent } from '@shared/form';
import { collectDataFields, dataKey } from '@shared/form';
import { canRemoveRow, removeRow } from '../../model';
import { useDesigner } from '../../DesignerContext';

export interface HeaderBodyEditorProps {
  value: FormEvent['requestHeaders'];
  onSave: (value: FormEvent['requestHeaders']) => void;
  onClose: () => void;
}

export function HeaderBodyEditor({ value, onSave, onClose }: HeaderBodyEditorProps) {
  const { editor, t, show } = useDesigner();
  const [headers, setHeaders] = useState<EventHeader[]>(
    value.headers.length ? value.headers : [{ name: '', value: '' }],
  );
  const [bodys, setBodys] = useState<EventBody[]>(
    value.bodys.length ? value.bodys : [{ name: '', type: 'custom', value: '' }],
  );
  const fields = collectDataFields([...editor.doc.list]);
  const drop = <T,>(rows: T[], index: number, set: (rows: T[]) => void) => {
    const result = removeRow(rows, index);
    if (result.ok) set(result.rows);
    else show(result.message);
  };
  return (
    <AppDialog isOpen title={t('event.headerBodyTitle')} onClose={onClose} style={{ width: 720 }}>
      <DialogBody>
        <FormGroup label={t('event.headers')}>
          {headers.map((row, index) => (
            <div className="fd-row" key={index} data-testid="header-row">
              <InputGroup
                size="small"
                aria-label={t('event.name')}
                placeholder={t('event.name')}
                value={row.name}
                onChange={(event) =>
                  setHeaders(
                    headers.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)),
                  )
                }
              />
              <InputGroup
                size="small"
                aria-label={t('event.value')}
                placeholder={t('event.value')}
                value={row.value}
                onChange={(event) =>
                  setHeaders(
                    headers.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)),
                  )
                }
              />
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={t('actions.remove')}
                disabled={!canRemoveRow(headers)}
                onClick={() => drop(headers, index, setHeaders)}
              />
            </div>
          ))}
          <Button
            size="small"
            icon="plus"
            text={t('event.addHeader')}
            onClick={() => setHeaders([...headers, { name: '', value: '' }])}
          />
        </FormGroup>
        <FormGroup label={t('event.body')}>
          {bodys.map((row, index) => (
            <div className="fd-row" key={index} data-testid="body-row">
              <InputGroup
                size="small"
                aria-label={t('event.name')}
                placeholder={t('event.name')}
                value={row.name}
                onChange={(event) =>
                  setBodys(
                    bodys.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)),
                  )
                }
              />
              <HTMLSelect
                aria-label={t('event.bodyType')}
                value={row.type}
                onChange={(event) =>
                  setBodys(
                    bodys.map((item, at) =>
                      at === index
                        ? { ...item, type: event.target.value as EventBody['type'], value: '' }
                        : item,
                    ),
                  )
                }
              >
                <option value="custom">{t('event.custom')}</option>
                <option value="formField">{t('event.formField')}</option>
              </HTMLSelect>
              {row.type === 'formField' ? (
                <HTMLSelect
                  aria-label={t('event.value')}
                  value={row.value}
                  onChange={(event) =>
                    setBodys(
                      bodys.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)),
                    )
                  }
                >
                  <option value="">{t('hideRule.chooseField')}</option>
                  {fields.map((field) => (
                    <option key={field.key} value={dataKey(field)}>
                      {field.label}
                    </option>
                  ))}
                </HTMLSelect>
              ) : (
                <InputGroup
                  size="small"
                  aria-label={t('event.value')}
                  placeholder={t('event.value')}
                  value={row.value}
                  onChange={(event) =>
                    setBodys(
                      bodys.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)),
                    )
                  }
                />
              )}
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={t('actions.remove')}
                disabled={!canRemoveRow(bodys)}
                onClick={() => drop(bodys, index, setBodys)}
              />
            </div>
          ))}
          <Button
            size="small"
            icon="plus"
            text={t('event.addBody')}
            onClick={() => setBodys([...bodys, { name: '', type: 'custom', value: '' }])}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.ok')} onClick={() => onSave({ headers, bodys })} />
          </>
        }
      />
    </AppDialog>
  );
}
