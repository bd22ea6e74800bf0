/** Builds the designer's editor, canvas store and shared context once per mounted designer. */
import { useId, useMemo, useState } from 'react';
import { OverlayToaster, Position } from '@blueprintjs/core';
import type { Toaster } from '@blueprintjs/core';
import type { i18n as I18n } from 'i18next';
import type { FormDocument } from '@shared/form';
import type { DesignerContextValue, DesignerNotify } from './DesignerContext';
import { PaletteDrag } from './DesignerContext';
import type { DesignerParts } from './controlKinds';
import { attachControlKinds } from './controlKinds';
import { FORM_DESIGNER_NAMESPACE, KeyboardEdits, createControlRegistry, createFormEditor } from './model';
import { DesignerFocus } from './DesignerFocus';
import type { Translate } from './model';
import { CanvasStore } from './canvas/CanvasStore';

/** Notices through a Blueprint toaster of the designer's own (hosts may pass theirs). */
export function createToastNotify(): DesignerNotify {
  let toaster: Promise<Toaster> | undefined;
  const show = (message: string, intent: 'success' | 'warning' | 'danger') => {
    toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
    void toaster.then((instance) => instance.show({ message, intent, timeout: 3000 }));
  };
  return {
    success: (text) => show(text, 'success'),
    warning: (text) => show(text, 'warning'),
    error: (text) => show(text, 'danger'),
  };
}

export interface DesignerSetupOptions {
  initial?: FormDocument;
  /** Texts follow this instance's current language. */
  i18n: I18n;
  /** The current language (a change rebuilds the context so every part re-renders). */
  language: string;
  notify?: DesignerNotify;
  historyLimit?: number;
}

/** A translator of the formDesigner namespace that always speaks the current language. */
export const designerTranslate =
  (i18n: I18n): DesignerContextValue['t'] =>
  (key, params) =>
    i18n.t(key, { ns: FORM_DESIGNER_NAMESPACE, ...params });

function build(options: DesignerSetupOptions) {
  const t = designerTranslate(options.i18n) as Translate;
  const registry = createControlRegistry<DesignerParts>(t);
  attachControlKinds(registry, t);
  const editor = createFormEditor({
    initial: options.initial,
    translate: t,
    registry,
    historyLimit: options.historyLimit,
  });
  return {
    editor,
    canvas: new CanvasStore(editor),
    edits: new KeyboardEdits(editor, t),
    focus: new DesignerFocus(),
    paletteDrag: new PaletteDrag(),
  };
}

export function useDesignerSetup(options: DesignerSetupOptions): DesignerContextValue {
  // The editor lives as long as the designer; a new document arrives through import, not props.
  const [built] = useState(() => build(options));
  const prefix = useId().replace(/[^\w-]/g, '');
  const { notify: hostNotify, i18n, language } = options;
  const notify = useMemo(() => hostNotify ?? createToastNotify(), [hostNotify]);
  return useMemo<DesignerContextValue>(() => {
    const t = designerTranslate(i18n);
    void language;
    return {
      ...built,
      t,
      notify,
      idOf: (name: string) => `${prefix}-${name}`,
      show: (message, isOk) => {
        if (!message) return;
        const text = t(message.key, message.params);
        if (isOk) notify.success(text);
        else notify.warning(text);
      },
    };
  }, [built, notify, i18n, language, prefix]);
}
