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

export interface FormDataSource {
  /** Options of a dictionary (`options.dictCode`). */
  dict?: (code: string) => Promise<OptionItem[]>;
  /** Host options by `options.dynamicKey` (when `options.dynamic`). */
  dynamic?: (key: string) => OptionItem[] | Promise<OptionItem[]>;
  /** Users for userSelect (up to 9999). */
  users?: (query: string) => Promise<LabeledValue[]>;
  /** Organisation tree for organizationSelect. */
  organizations?: () => Promise<OptionItem[]>;
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
