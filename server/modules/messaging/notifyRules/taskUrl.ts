/**
 * The absolute console address of an approval task, for links in mails and robot messages: PUBLIC_URL (the address
 * people open the console at), or the server's own HOST and PORT when it is not set.
 */
export const consoleBaseUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.PUBLIC_URL?.trim() || `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? '8080'}`).replace(/\/+$/, '');

/** The to-do page opening the task (or the instance, for letters about a whole application). */
export const approvalTaskUrl = (taskId: string, instanceId: string) =>
  taskId
    ? `${consoleBaseUrl()}/approval/todo?taskId=${encodeURIComponent(taskId)}`
    : `${consoleBaseUrl()}/approval/apply?instanceId=${encodeURIComponent(instanceId)}`;
