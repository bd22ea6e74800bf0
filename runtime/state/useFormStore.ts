/** Creates the form's store once and hands it the current props; runs init events and applies a new `value`. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyPrivileges, decodeValues, defaultFormValues, normaliseDocument } from '@shared/form';
import type { FieldPrivilege, FormDocument, FormValues } from '@shared/form';
import { FormStore } from './FormStore';
import type { StoreSetup } from './FormStore';
import { runFormEvents } from './formEvents';
import { applyOverrides, withFlags } from './overrides';
import type { Flags, Overrides } from './overrides';
import type { FormDataSource } from '../dataSource';

export interface FormStoreOptions {
  document: FormDocument;
  value?: FormValues;
  privileges?: readonly FieldPrivilege[];
  dataSource?: FormDataSource;
  outputString?: boolean;
  onChange?: (values: FormValues, key: string) => void;
}

export function useFormStore(options: FormStoreOptions): {
  store: FormStore;
  setFlags: (keys: readonly string[], flags: Flags) => void;
} {
  const { dataSource, outputString, privileges, onChange } = options;
  const document = useMemo(() => normaliseDocument(options.document), [options.document]);
  const [overrides, setOverrides] = useState<Overrides>({});
  const effective = useMemo(
    () => applyOverrides(applyPrivileges(document, privileges as FieldPrivilege[] | undefined), overrides),
    [document, privileges, overrides],
  );
  const decode = useCallback(
    (data: FormValues | undefined) => (data ? (outputString ? decodeValues(data) : data) : {}),
    [outputString],
  );
  const setup: StoreSetup = {
    document,
    effective,
    privileges,
    overrides,
    dataSource,
    outputString,
    decode,
    onChange,
  };
  const [store] = useState(
    () => new FormStore(setup, { ...defaultFormValues(document), ...decode(options.value) }),
  );
  store.configure(setup);

  const initialised = useRef<FormDocument | null>(null);
  useEffect(() => {
    if (initialised.current === document) return;
    initialised.current = document;
    runFormEvents(store, 'init');
  }, [document, store]);

  const incoming = options.value;
  useEffect(() => {
    if (incoming) store.setData(incoming);
  }, [incoming, store]);

  const setFlags = useCallback(
    (keys: readonly string[], flags: Flags) => setOverrides((current) => withFlags(current, keys, flags)),
    [],
  );
  return { store, setFlags };
}
