/** Typed translation of the designer's own texts (namespace `flow`): keys are checked against en_US. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '@shared/flow/messages';
import type flowEn from '@shared/i18n/locales/en_US/flow.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the `flow` namespace. */
export type FlowUiKey = Leaves<typeof flowEn>;
export type FlowT = (key: FlowUiKey, params?: Record<string, string | number>) => string;

export function useFlowT(): FlowT {
  const { t } = useTranslation(FLOW_NAMESPACE);
  return useCallback((key: FlowUiKey, params?: Record<string, string | number>) => t(key, params ?? {}), [t]);
}
