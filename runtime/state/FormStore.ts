/**
 * The runtime's form state outside React: values, hide-rule results, errors, active tabs, event options and
 * loading. Each change is announced on named channels, so a keystroke wakes only the field that changed and
 * the fields whose hidden state flipped. Hide rules are re-evaluated only when a field they read changes;
 * after a submit attempt, a change re-validates only the changed field and the fields it hides or shows.
 */
import {
  createHideRuleTracker,
  dataKey,
  defaultFormValues,
  encodeValues,
  keyResolver,
  locateControl,
  privilegeSets,
  submittableValues,
  validateFormData,
} from '@shared/form';
import type {
  FieldError,
  FieldPrivilege,
  FormControl,
  FormDocument,
  FormValues,
  HideRuleTracker,
  LabeledValue,
} from '@shared/form';
import { Channels, channel } from './channels';
import type { Listener } from './channels';
import { entryErrors, indexDocument } from './docIndex';
import type { DocIndex } from './docIndex';
import { ErrorBook, errorGroup } from './errorBook';
import type { Overrides } from './overrides';
import type { FormDataSource } from '../dataSource';
import { runFormEvents } from './formEvents';

export interface StoreSetup {
  /** The normalised document (hide rules, events, defaults). */
  document: FormDocument;
  /** The document with privileges and hide/disable overrides applied (rendering and validation). */
  effective: FormDocument;
  privileges?: readonly FieldPrivilege[];
  overrides: Overrides;
  dataSource?: FormDataSource;
  outputString?: boolean;
  decode: (values: FormValues | undefined) => FormValues;
  onChange?: (values: FormValues, key: string) => void;
}

const NO_OPTIONS: readonly LabeledValue[] | undefined = undefined;

export class FormStore {
  setup: StoreSetup;
  /**
   * The live values, changed in place and never handed out: a keystroke in a 2,000-field form then costs no
   * copy of every value. Whoever asks for the whole set gets a snapshot (`values`).
   */
  private current: FormValues;
  private snapshot: FormValues | undefined;
  private readonly channels = new Channels();
  private tracker!: HideRuleTracker;
  private index!: DocIndex;
  private readonly errors = new ErrorBook();
  private hasValidated = false;
  private needsFullValidation = false;
  private readonly tabs = new Map<string, number>();
  private readonly eventOptions = new Map<string, LabeledValue[]>();
  private loadingCount = 0;
  /** Set by the first check (validate): from then on every field keeps an error area, empty or not. */
  isChecked = false;
  /** Set once something needs every field in the DOM (focusing the first error). */
  isRevealed = false;
  /** The errors found by the last submit attempt (the error summary lists them until the next one). */
  summary: readonly FieldError[] = [];

  constructor(setup: StoreSetup, values: FormValues) {
    this.setup = setup;
    this.current = { ...values };
    this.snapshot = values;
    this.indexDocument(true);
  }

  /** Takes new props (during render, silently: a new document re-renders every control anyway). */
  configure(setup: StoreSetup): void {
    const previous = this.setup;
    this.setup = setup;
    if (previous.document !== setup.document) this.indexDocument(true);
    else if (previous.effective !== setup.effective) this.indexDocument(false);
  }

  private indexDocument(withRules: boolean): void {
    const { document, effective } = this.setup;
    if (withRules) {
      this.tracker = createHideRuleTracker(document.config.hideRules, keyResolver(document));
      this.tracker.evaluateAll(this.current);
    }
    this.index = indexDocument(effective);
    this.needsFullValidation = true;
  }

  subscribe = (names: readonly string[], listener: Listener): (() => void) =>
    this.channels.subscribe(names, listener);

  // ---- reads (stable results while nothing changes, as useSyncExternalStore needs)

  /** Every value: an object that stays the same until the next change, and never changes itself. */
  get values(): FormValues {
    this.snapshot ??= { ...this.current };
    return this.snapshot;
  }

  /** One data key's value. */
  valueOf(key: string): unknown {
    return this.current[key];
  }

  isHidden(control: FormControl): boolean {
    return (
      control.options.hidden === true ||
      this.tracker.isHidden(control.key) ||
      this.tracker.isHidden(dataKey(control))
    );
  }

  errorsOf(key: string): readonly FieldError[] {
    return this.errors.of(key);
  }

  get errorCount(): number {
    return this.errors.count;
  }

  get isLoading(): boolean {
    return this.loadingCount > 0;
  }

  activeTab(key: string): number {
    return this.tabs.get(key) ?? 0;
  }

  optionsOf(key: string): readonly LabeledValue[] | undefined {
    return this.eventOptions.get(key) ?? NO_OPTIONS;
  }

  // ---- writes

  /** A field's new value: announced, passed to the host's onChange, then the events it triggers run. */
  setValue = (key: string, value: unknown, trigger?: string): void => {
    this.commitValue(key, value);
    runFormEvents(this, trigger ?? key);
  };

  /** A new value without running form events (selectInputList rows). */
  commitValue = (key: string, value: unknown): void => {
    this.commitKey(key, value);
  };

  /** One field of one sub-form row (batch) changed. */
  setRowValue = (
    parentKey: string,
    rowIndex: number,
    fieldKey: string,
    fieldModel: string,
    value: unknown,
  ): void => {
    const current = this.current[parentKey];
    const rows = Array.isArray(current) ? [...(current as Array<Record<string, unknown>>)] : [];
    rows[rowIndex] = { ...rows[rowIndex], [fieldModel]: value };
    this.commitKey(parentKey, rows);
    runFormEvents(this, fieldKey, rowIndex);
  };

  /** Replaces many values (setData, event results): everything that changed is announced. */
  commitAll(next: FormValues): void {
    const changed = [...new Set([...Object.keys(this.current), ...Object.keys(next)])].filter(
      (key) => this.current[key] !== next[key],
    );
    this.current = { ...next };
    this.snapshot = next;
    const flipped = this.tracker.evaluateAll(this.current);
    const names = [...changed.map(channel.value), ...flipped.map(channel.hidden)];
    if (this.hasValidated) names.push(...this.validateAll());
    this.channels.emit(names);
  }

  setData = (data: FormValues): void => this.commitAll({ ...this.current, ...this.setup.decode(data) });

  reset = (): void => {
    this.hasValidated = false;
    this.summary = [];
    const cleared = this.errors.replaceAll([]);
    this.commitAll(defaultFormValues(this.setup.document));
    this.channels.emit([...cleared.map(channel.errors), channel.errorCount, channel.summary]);
  };

  /** Validates everything, shows the errors and opens the tabs holding the first one; returns them in document order. */
  validate = (): FieldError[] => {
    const found = validateFormData(this.setup.effective, this.current, { hiddenKeys: this.tracker.hidden() });
    this.hasValidated = true;
    this.summary = found;
    const names = [...this.fileErrors(found), channel.summary];
    if (!this.isChecked) {
      this.isChecked = true;
      names.push(channel.checked);
    }
    if (found.length && !this.isRevealed) {
      this.isRevealed = true;
      names.push(channel.reveal);
    }
    const first = found[0];
    if (first) names.push(...this.openTabsOf(first));
    this.channels.emit(names);
    return found;
  };

  /** Opens the tabs holding an error's field (before focusing it); returns the tabs that changed. */
  private openTabsOf(error: FieldError): string[] {
    const names: string[] = [];
    for (const step of locateControl(this.setup.document, errorGroup(error))?.context.tabPath ?? []) {
      if (this.tabs.get(step.tabsKey) === step.tabIndex) continue;
      this.tabs.set(step.tabsKey, step.tabIndex);
      names.push(channel.tab(step.tabsKey));
    }
    return names;
  }

  /** Shows an error's field: opens the tabs holding it (the error summary's links). */
  revealError = (error: FieldError): void => this.channels.emit(this.openTabsOf(error));

  /** The data to submit: hidden values dropped unless the form submits them, encoded when asked. */
  submittable = (): FormValues => {
    const hidden = new Set(this.tracker.hidden());
    for (const key of privilegeSets(this.setup.privileges).hidden) hidden.add(key);
    for (const [key, flags] of Object.entries(this.setup.overrides)) if (flags.hidden) hidden.add(key);
    const data = submittableValues(this.setup.effective, this.values, hidden);
    return this.setup.outputString ? encodeValues(data) : data;
  };

  setActiveTab = (key: string, index: number): void => {
    this.tabs.set(key, index);
    this.channels.emit([channel.tab(key)]);
  };

  setEventOptions(options: Readonly<Record<string, LabeledValue[]>>): void {
    for (const [key, list] of Object.entries(options)) this.eventOptions.set(key, list);
    this.channels.emit(Object.keys(options).map(channel.options));
  }

  changeLoading(step: 1 | -1): void {
    const wasLoading = this.isLoading;
    this.loadingCount += step;
    if (wasLoading !== this.isLoading) this.channels.emit([channel.loading]);
  }

  /** One data key changed: only the rules reading it, and (after a submit attempt) only the fields it touches. */
  private commitKey(key: string, value: unknown): void {
    this.current[key] = value;
    this.snapshot = undefined;
    const flipped = this.tracker.update(this.current, [key]);
    const names = [channel.value(key), ...flipped.map(channel.hidden)];
    if (this.hasValidated)
      names.push(...(this.needsFullValidation ? this.validateAll() : this.validateTouched(key, flipped)));
    this.channels.emit(names);
    this.setup.onChange?.(this.values, key);
  }

  private validateAll(): string[] {
    return this.fileErrors(
      validateFormData(this.setup.effective, this.current, { hiddenKeys: this.tracker.hidden() }),
    );
  }

  private fileErrors(found: readonly FieldError[]): string[] {
    this.needsFullValidation = false;
    const before = this.errors.count;
    const names = this.errors.replaceAll(found).map(channel.errors);
    if (before !== this.errors.count) names.push(channel.errorCount);
    return names;
  }

  private validateTouched(key: string, flipped: readonly string[]): string[] {
    const entries = new Set(this.index.byDataKey.get(key) ?? []);
    for (const name of flipped) for (const entry of this.index.byName.get(name) ?? []) entries.add(entry);
    const before = this.errors.count;
    const hidden = this.tracker.hidden();
    const names: string[] = [];
    for (const entry of entries) {
      if (this.errors.set(entry.control.key, entryErrors(entry, this.current, hidden)))
        names.push(channel.errors(entry.control.key));
    }
    if (before !== this.errors.count) names.push(channel.errorCount);
    return names;
  }

  /** Every current error in document order. */
  errorList(): FieldError[] {
    return this.errors.list(this.index.entries.map((entry) => entry.control.key));
  }
}
