/** A failed call: a business code from the server, an HTTP status, or a transport failure. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly options: {
      subCode?: string;
      status?: number;
      data?: unknown;
      kind?: 'business' | 'http' | 'timeout' | 'network';
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get subCode() {
    return this.options.subCode;
  }
  get status() {
    return this.options.status;
  }
}
