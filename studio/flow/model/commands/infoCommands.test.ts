import { describe, expect, it } from 'vitest';
import { defaultFlowSettings } from '@shared/flow/types';
import { expectExecuteUndoRedo, testDocument } from '../testDocument';
import { setBasicInfoCommand, setFlowSettingsCommand } from './infoCommands';

describe('setBasicInfoCommand', () => {
  it('sets basic info fields', () => {
    const { doc } = testDocument();
    expectExecuteUndoRedo(
      doc,
      setBasicInfoCommand(doc, { group: 'finance', formIds: ['f1', 'f2'], displayMode: '2' }),
      () => {
        expect(doc.basicInfo).toMatchObject({
          group: 'finance',
          formIds: ['f1', 'f2'],
          displayMode: '2',
          name: '',
        });
      },
    );
  });

  it('merges typing in the same field, not in different fields', () => {
    const { doc, clock } = testDocument();
    doc.run(setBasicInfoCommand(doc, { name: 'L' }));
    clock.advance(50);
    doc.run(setBasicInfoCommand(doc, { name: 'Le' }));
    clock.advance(50);
    doc.run(setBasicInfoCommand(doc, { description: 'x' }));
    expect(doc.history.undoCount).toBe(2);
    doc.undo();
    expect(doc.basicInfo).toMatchObject({ name: 'Le', description: '' });
    doc.undo();
    expect(doc.basicInfo.name).toBe('');
  });

  it('records nothing when the value is unchanged', () => {
    const { doc } = testDocument();
    expect(doc.run(setBasicInfoCommand(doc, { name: '' }))).toBe(false);
  });
});

describe('setFlowSettingsCommand', () => {
  it('starts from the spec defaults and changes a switch', () => {
    const { doc } = testDocument();
    expect(doc.settings).toEqual(defaultFlowSettings);
    expectExecuteUndoRedo(doc, setFlowSettingsCommand(doc, { share: true, emptyAssignee: 'toAdmin' }), () => {
      expect(doc.settings).toMatchObject({ share: true, emptyAssignee: 'toAdmin', revoke: true });
    });
  });
});
