/** A field loaded on demand, with its own Suspense boundary (so other fields never wait for it). */
import { Suspense, createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { FormMessage } from '@shared/form';
import { useRuntime } from '../state/RuntimeContext';
import type { FieldProps } from './types';

export function lazyField(
  load: () => Promise<{ default: ComponentType<FieldProps> }>,
): ComponentType<FieldProps> {
  const Loaded = lazy(load);
  return function LazyField(props: FieldProps) {
    const { t } = useRuntime();
    // inside a sub-form row the cell stays empty while loading
    const fallback =
      props.rowIndex === undefined ? <span className="fr-hint">{t(FormMessage.loading)}</span> : null;
    return <Suspense fallback={fallback}>{createElement(Loaded, props)}</Suspense>;
  };
}
