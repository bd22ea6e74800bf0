// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allControls, hasModel } from '@shared/form';
import type { FormDocument } from '@shared/form';
import { loadFixtureForms } from '@shared/form/fixtureForms';
import { aDocument, renderForm } from './testing';

const forms = loadFixtureForms();

describe('every fixture form renders', () => {
  for (const { name, json } of forms) {
    it(`${name} renders without throwing and shows its labels`, async () => {
      const document = (
        'defaultSchemaList' in json ? aDocument(json.defaultSchemaList as FormDocument['list']) : json
      ) as FormDocument;
      const palette = 'defaultSchemaList' in json;
      if (palette)
        document.list = document.list.map((control, index) => ({
          ...control,
          key: `${control.type}_${index}`,
          model: `${control.type}_${index}`,
        }));
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
      for (const control of labelled) expect(screen.getAllByText(control.label).length).toBeGreaterThan(0);
    });
  }
});
