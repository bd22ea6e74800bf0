import { describe, expect, it } from 'vitest';
import { CONTROL_TYPES } from '@shared/form';
import { createControlRegistry } from './ControlRegistry';
import { keyTranslate } from './messages';

const registry = createControlRegistry(keyTranslate);

describe('control registry', () => {
  it('lists the basic palette in the spec order, then layout and advanced', () => {
    const [basic, layout, advanced] = registry.palette();
    expect(basic?.types).toEqual([
      'input',
      'textarea',
      'number',
      'radio',
      'checkbox',
      'select',
      'date',
      'uploadImg',
      'uploadFile',
      'batch',
      'frame',
      'userSelect',
      'organizationSelect',
      'address',
      'uuid',
      'text',
      'divider',
    ]);
    expect(layout?.types).toEqual(['grid', 'card', 'tabs', 'table']);
    expect(advanced?.types).toEqual(expect.arrayContaining(['time', 'button']));
  });

  it('puts every spec palette type in some group, once', () => {
    const all = registry.palette().flatMap((group) => group.types);
    expect(new Set(all).size).toBe(all.length);
    for (const type of [
      'input',
      'textarea',
      'number',
      'select',
      'checkbox',
      'radio',
      'time',
      'uploadFile',
      'uploadImg',
      'userSelect',
      'organizationSelect',
      'date',
      'address',
      'uuid',
      'batch',
      'button',
      'text',
      'frame',
      'divider',
      'tabs',
    ] as const) {
      expect(all).toContain(type);
    }
  });

  it('uses the spec defaults', () => {
    expect(registry.template('uploadFile').options.limit).toBe(3);
    expect(registry.template('uploadImg').options.limit).toBe(3);
    expect(registry.template('batch').options.minLimit).toBe(1);
    expect(registry.template('textarea').options).toMatchObject({ minRows: 4, maxRows: 6 });
    expect(registry.template('time').options.format).toBe('HH:mm:ss');
    expect(registry.template('date').options.format).toBe('YYYY-MM-DD');
    expect(registry.template('text').options.fontSize).toBe('10.5pt');
    expect(registry.template('frame').options).toMatchObject({ modalWidth: 850, modalHeight: 500 });
  });

  it('gives value types a model and a first required rule, and the others neither', () => {
    const input = registry.template('input');
    expect(input.model).toBe('');
    expect(input.rules).toEqual([{ required: false, message: 'defaults.required' }]);
    expect(input.label).toBe('controls.input');
    for (const type of [
      'button',
      'divider',
      'card',
      'grid',
      'tabs',
      'table',
      'alert',
      'text',
      'html',
    ] as const) {
      expect(registry.template(type)).not.toHaveProperty('model');
      expect(registry.info(type)?.hasModel).toBe(false);
    }
  });

  it('builds a template for every known type, with empty containers', () => {
    for (const type of CONTROL_TYPES) expect(registry.template(type).type).toBe(type);
    expect(registry.template('table').trs).toHaveLength(2);
    expect(registry.template('grid').columns?.map((column) => ('span' in column ? column.span : 0))).toEqual([
      12, 12,
    ]);
  });

  it('lets batch hold only simple value types', () => {
    expect(registry.canPlace('input', 'batch')).toBe(true);
    expect(registry.canPlace('select', 'batch')).toBe(true);
    expect(registry.canPlace('grid', 'batch')).toBe(false);
    expect(registry.canPlace('batch', 'batch')).toBe(false);
    expect(registry.canPlace('text', 'batch')).toBe(false);
    expect(registry.canPlace('batch', 'table')).toBe(true);
    expect(registry.canPlace('grid', 'tabs')).toBe(true);
  });

  it('attaches view parts to a type in one place, per registry', () => {
    const withViews = createControlRegistry<{ view: string; panel: string }>(keyTranslate);
    withViews.attach('input', { view: 'InputView' });
    withViews.attach('input', { panel: 'InputPanel' });
    expect(withViews.attachments('input')).toEqual({ view: 'InputView', panel: 'InputPanel' });
    expect(createControlRegistry(keyTranslate).attachments('input')).toEqual({});
    expect(withViews.info('nope')).toBeUndefined();
  });

  it('translates default texts through the given function', () => {
    const zh = createControlRegistry((key, params) => (key === 'defaults.option' ? `选项${params?.n}` : key));
    expect(zh.template('radio').options.options?.map((option) => option.label)).toEqual([
      '选项1',
      '选项2',
      '选项3',
    ]);
  });
});
