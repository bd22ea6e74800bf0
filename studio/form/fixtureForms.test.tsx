// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allControls, hasModel } from '@shared/form';
import type { FormDocument } from '@shared/form';
import { loadFixtureForms } from '@shared/form/fixtureForms';
import { aDocument, renderForm } from '@runtime/testing';
import { parseImport } from './model/importDocument';

const forms = loadFixtureForms();

/** A designer's palette (its defaults) is rendered as it is; a form is imported first, as a user brings it in. */
const documentOf = (json: Record<string, unknown>): FormDocument => {
  if ('defaultSchemaList' in json) {
    const document = aDocument(json.defaultSchemaList as FormDocument['list']);
    document.list = document.list.map((control, index) => ({
      ...control,
      key: `${control.type}_${index}`,
      model: `${control.type}_${index}`,
    }));
    return document;
  }
  const imported = parseImport(json);
  if (!imported.ok) throw new Error(`the fixture does not import: ${imported.message.key}`);
  return imported.document as FormDocument;
};

describe('every fixture form imports and renders in the runtime', () => {
  for (const { name, json } of forms) {
    it(`${name} renders without throwing and shows its labels`, () => {
      const document = documentOf(json);
      const { container } = renderForm({ document });
      expect(container.querySelector('form')).toBeTruthy();
      const labelled = allControls(document).filter(
        (control) =>
          hasModel(control.type) &&
          control.options?.showLabel !== false &&
          !control.options?.hidden &&
          control.type !== 'editor',
      );
      expect(labelled.length).toBeGreaterThan(0);
      for (const control of labelled) {
        expect(control.label, `${control.key} keeps its label`).not.toBe('');
        expect(screen.getAllByText(control.label).length).toBeGreaterThan(0);
      }
    });
  }
});
