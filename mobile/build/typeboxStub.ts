/**
 * What the phone build gets for `@sinclair/typebox` (mobile/vite.config.ts): every `Type.X(...)` makes an empty
 * schema object. The phone reads only an endpoint's method, path and prefix; the schemas validate on the server.
 * Types still come from the real package: the type checker never sees this file in place of it.
 */
const emptySchema = () => ({});

export const Type: Record<string, () => object> = new Proxy({}, { get: () => emptySchema });
export const Kind = Symbol.for('TypeBox.Kind');
