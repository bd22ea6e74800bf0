/** A request key (spec: `requestId`, 8–64 characters): the server answers a repeated one with its first answer. */
export const requestKey = () => `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
