/**
 * What every rendered control reads: the store, the translator, the host data source and form-wide flags.
 * The value changes only with props (not while the user types); fields subscribe to the store for the rest.
 */
import { createContext, useContext } from 'react';
import type { FormConfig, Translate } from '@shared/form';
import type { FormDataSource } from '../dataSource';
import type { ControlRenderers } from '../controls/types';
import type { FormStore } from './FormStore';

export interface RuntimeContextValue {
  store: FormStore;
  t: Translate;
  config: FormConfig;
  dataSource: FormDataSource;
  formId: string;
  isFormDisabled: boolean;
  submit: () => void;
  reset: () => void;
  /** The renderer of each control type (controls/registry.ts). */
  renderers: ControlRenderers;
}

export const RuntimeContext = createContext<RuntimeContextValue | null>(null);

export function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('FormRuntime context missing');
  return value;
}

/** DOM id of a field (per row inside a sub-form). */
export const fieldDomId = (formId: string, key: string, rowIndex?: number): string =>
  `${formId}-${key}${rowIndex === undefined ? '' : `-${rowIndex}`}`.replace(/[^\w-]/g, '_');
