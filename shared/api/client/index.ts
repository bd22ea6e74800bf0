export { createApiClient, REQUEST_TIMEOUT_MS, RELOGIN_THROTTLE_MS } from './createApiClient';
export type { ApiClient, ClientHost, CallOptions } from './createApiClient';
export { ApiError } from './ApiError';
