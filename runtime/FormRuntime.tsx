/** `<FormRuntime>`: renders a form document and exposes getData / setData / reset / validate / hide / show / disable / enable. */
import { forwardRef, memo, useCallback, useId, useImperativeHandle, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CSSProperties, FormEvent as DomFormEvent, ReactNode, Ref } from 'react';
import { FormMessage } from '@shared/form';
import type { FieldError, FieldPrivilege, FormDocument, FormValues, HostTranslate } from '@shared/form';
import { useFormStore } from './state/useFormStore';
import { RuntimeContext, useRuntime } from './state/RuntimeContext';
import type { RuntimeContextValue } from './state/RuntimeContext';
import { useIsLoading } from './state/storeHooks';
import { colVariables, parseDeclarations, scopeCss } from './state/layout';
import { normaliseLocale, useTranslator } from './i18n/useTranslator';
import { formInReaderLanguage } from '@shared/form/readerDefaults';
import { ControlList } from './controls/ControlView';
import { CONTROL_RENDERERS } from './controls/registry';
import type { FormDataSource } from './dataSource';
import { ErrorSummary } from './ErrorSummary';
import { focusField } from './focusField';
import './styles.css';
import './pickers.css';

export interface FormRuntimeProps {
  document: FormDocument;
  /** Initial / replacement data (a new object calls setData). */
  value?: FormValues;
  locale?: string;
  /** Optional host translator, asked first with `form:<key>`. */
  t?: HostTranslate;
  privileges?: readonly FieldPrivilege[];
  dataSource?: FormDataSource;
  /** Submitted values become strings with a type prefix; setData decodes them (also k-form-design's format). */
  outputString?: boolean;
  disabled?: boolean;
  onChange?: (values: FormValues, key: string) => void;
  onSubmit?: (values: FormValues) => void;
}

export interface FormRuntimeHandle {
  /** Validates everything; resolves the data to submit or rejects with the error list. */
  getData: () => Promise<FormValues>;
  setData: (values: FormValues) => Promise<void>;
  reset: () => void;
  /** Validates and shows errors; resolves the list (empty when valid). */
  validate: () => Promise<FieldError[]>;
  hide: (keys: string[]) => void;
  show: (keys: string[]) => void;
  disable: (keys: string[]) => void;
  enable: (keys: string[]) => void;
}

const EMPTY_SOURCE: FormDataSource = {};

export const FormRuntime = forwardRef(function FormRuntime(
  props: FormRuntimeProps,
  ref: Ref<FormRuntimeHandle>,
) {
  const formId = `fr${useId().replace(/[^\w]/g, '')}`;
  const t = useTranslator(props.locale, props.t);
  const locale = normaliseLocale(props.locale);
  // the designer's defaults ("Please enter", "Option 1" …) in the reader's language
  const shown = useMemo(() => formInReaderLanguage(props.document, locale), [props.document, locale]);
  const { store, setFlags } = useFormStore({
    document: shown,
    value: props.value,
    privileges: props.privileges,
    dataSource: props.dataSource,
    outputString: props.outputString,
    onChange: props.onChange,
  });
  const { onSubmit } = props;

  const getData = useCallback(() => {
    const errors = store.validate();
    if (errors.length) {
      focusField(formId, errors[0]);
      return Promise.reject(errors);
    }
    return Promise.resolve(store.submittable());
  }, [store, formId]);

  const submit = useCallback(() => {
    getData().then(
      (data) => onSubmit?.(data),
      () => undefined,
    );
  }, [getData, onSubmit]);

  useImperativeHandle(
    ref,
    () => ({
      getData,
      setData: (values) => Promise.resolve(store.setData(values)),
      reset: store.reset,
      validate: () => {
        const errors = store.validate();
        focusField(formId, errors[0]);
        return Promise.resolve(errors);
      },
      hide: (keys) => setFlags(keys, { hidden: true }),
      show: (keys) => setFlags(keys, { hidden: false }),
      disable: (keys) => setFlags(keys, { disabled: true }),
      enable: (keys) => setFlags(keys, { disabled: false }),
    }),
    [getData, store, setFlags, formId],
  );

  const { effective } = store.setup;
  const config = effective.config;
  const dataSource = props.dataSource ?? EMPTY_SOURCE;
  const isFormDisabled = Boolean(props.disabled);
  const context = useMemo<RuntimeContextValue>(
    () => ({
      store,
      t,
      config,
      dataSource,
      formId,
      isFormDisabled,
      submit,
      reset: store.reset,
      renderers: CONTROL_RENDERERS,
    }),
    [store, t, config, dataSource, formId, isFormDisabled, submit],
  );
  const scopedCss = useMemo(
    () => scopeCss(config.customStyle, `[data-fr-form="${formId}"]`),
    [config.customStyle, formId],
  );
  const style = useMemo(
    () => ({
      ...colVariables(config.labelCol, config.wrapperCol, config.labelWidth ?? 100),
      ...parseDeclarations(config.customStyle),
    }),
    [config.labelCol, config.wrapperCol, config.labelWidth, config.customStyle],
  );
  const layoutClass = `fr-form fr-layout-${config.layout ?? 'horizontal'} fr-labels-${config.labelLayout ?? 'flex'}`;

  return (
    <RuntimeContext.Provider value={context}>
      <FormElement className={layoutClass} formId={formId} style={style} onSubmit={submit}>
        {scopedCss ? <style>{scopedCss}</style> : null}
        <ErrorSummary />
        <ControlList list={effective.list} />
        <LoadingNote />
      </FormElement>
    </RuntimeContext.Provider>
  );
});

interface FormElementProps {
  className: string;
  formId: string;
  style: CSSProperties;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The form element; busy while form events run. Its content goes through a portal into a box inside it (laid
 * out as if absent), and the portal sits beside the form in the React tree, not under it: React reads the
 * handlers of each ancestor element on every event, and reading any property of a form element first looks the
 * name up among its controls. Each keystroke makes React reset the typed input's name attribute, which drops
 * the form's lookup table, so in a long form every such read cost milliseconds.
 */
function FormElement({ className, formId, style, onSubmit, children }: FormElementProps) {
  const isLoading = useIsLoading();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <form
        className={className}
        data-fr-form={formId}
        style={style}
        noValidate
        aria-busy={isLoading || undefined}
        onSubmit={(event: DomFormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div ref={setBody} className="fr-form-body" />
      </form>
      {body ? createPortal(children, body) : null}
    </>
  );
}

const LoadingNote = memo(function LoadingNote() {
  const { t } = useRuntime();
  return useIsLoading() ? (
    <div className="fr-loading" role="status">
      {t(FormMessage.loading)}
    </div>
  ) : null;
});
