/**
 * The typed postMessage bridge between the console (host) and a child app in its sandboxed iframe (console spec
 * §2.4): the child asks; the host answers with an ack or, for the approval modal, with the callback result.
 */
export const CHILD_SOURCE = 'smartube-child';
export const HOST_SOURCE = 'smartube-host';

export type ChildRequest =
  | { type: 'ready'; appCode?: string }
  | { type: 'showApproval'; taskId: string }
  | { type: 'navigate'; routeName: string; params?: Record<string, string>; query?: Record<string, string> }
  | { type: 'closeTab'; path?: string }
  | { type: 'collapseMenu'; collapsed: boolean };

export type ChildMessage = ChildRequest & { source: typeof CHILD_SOURCE; version: 1; requestId: string };

export type HostMessage =
  | { source: typeof HOST_SOURCE; type: 'ack'; requestId: string; ok: boolean; error?: string }
  | { source: typeof HOST_SOURCE; type: 'approvalClosed'; requestId: string; taskId: string; result: string };

const isText = (v: unknown, max = 200): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max;
const isStringRecord = (v: unknown): v is Record<string, string> =>
  v === undefined ||
  (typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string'));

/** Parses untrusted message data; anything not exactly one of the requests yields undefined. */
export const parseChildMessage = (data: unknown): ChildMessage | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as Record<string, unknown>;
  if (m.source !== CHILD_SOURCE || m.version !== 1 || !isText(m.requestId, 64)) return undefined;
  const base = { source: CHILD_SOURCE, version: 1, requestId: m.requestId } as const;
  switch (m.type) {
    case 'ready':
      return { ...base, type: 'ready', appCode: typeof m.appCode === 'string' ? m.appCode : undefined };
    case 'showApproval':
      return isText(m.taskId, 64) ? { ...base, type: 'showApproval', taskId: m.taskId } : undefined;
    case 'navigate':
      return isText(m.routeName, 100) && isStringRecord(m.params) && isStringRecord(m.query)
        ? { ...base, type: 'navigate', routeName: m.routeName, params: m.params, query: m.query }
        : undefined;
    case 'closeTab':
      return m.path === undefined || (isText(m.path, 500) && m.path.startsWith('/'))
        ? { ...base, type: 'closeTab', path: m.path as string | undefined }
        : undefined;
    case 'collapseMenu':
      return typeof m.collapsed === 'boolean'
        ? { ...base, type: 'collapseMenu', collapsed: m.collapsed }
        : undefined;
    default:
      return undefined;
  }
};

/**
 * Origin check: the message must come from the frame's own window and from the app's origin; a frame sandboxed
 * without allow-same-origin has the opaque origin 'null', accepted only when the frame is opaque by design.
 */
export const isTrustedOrigin = (origin: string, appOrigin: string, isOpaqueFrame: boolean) =>
  origin === appOrigin ? !isOpaqueFrame || appOrigin === 'null' : isOpaqueFrame && origin === 'null';
