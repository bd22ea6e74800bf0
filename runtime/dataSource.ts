/** What the host provides to the runtime: option sources, pickers, uploads and the event call. */
import type { EventCall, LabeledValue, OptionItem, UploadedFile } from '@shared/form';
import type { UploadLimits } from '@shared/files';

export interface UploadRequest {
  file: File;
  action: string;
  fileName: string;
  data: Record<string, unknown>;
  headers: Record<string, string>;
  onProgress: (percent: number) => void;
}

/** A picker's search: the words typed and the page wanted (from 1). */
export interface PickerQuery {
  keyword: string;
  pageNum: number;
}

/** One choice of a picker: the stored value and name, and a hint that tells same names apart. */
export interface PickerOption extends LabeledValue {
  hint?: string;
}

/** One page of a picker's search, and how many match in all. */
export interface PickerPage {
  items: PickerOption[];
  total: number;
}

export interface FormDataSource {
  /** Options of a dictionary (`options.dictCode`). */
  dict?: (code: string) => Promise<OptionItem[]>;
  /** Host options by `options.dynamicKey` (when `options.dynamic`). */
  dynamic?: (key: string) => OptionItem[] | Promise<OptionItem[]>;
  /** People for userSelect: one page of a search in the tenant's directory. */
  users?: (query: PickerQuery) => Promise<PickerPage>;
  /** Organisations for organizationSelect: one page of a search in the tenant's directory. */
  organizations?: (query: PickerQuery) => Promise<PickerPage>;
  /** Address regions: provinces for `null`, else the children of a region value. */
  regions?: (parent: string | null) => Promise<OptionItem[]>;
  /** Uploads one file; without it the runtime posts multipart to the control's action. */
  upload?: (request: UploadRequest) => Promise<UploadedFile>;
  /**
   * The limits the server applies to uploads sent to `action` (undefined for a server it does not know): a file
   * over them is refused at once, before sending. The server stays the judge.
   */
  uploadLimits?: (action: string) => Promise<UploadLimits | undefined>;
  /** Runs a front-end event; the host maps it to POST /jflow/call and resolves with the response body. */
  callEvent?: (call: EventCall) => Promise<unknown>;
  /** A button with handle `dynamic` was pressed. */
  buttonAction?: (name: string, values: Record<string, unknown>) => void;
}
