/**
 * The to-do page opening the task (or the instance, for letters about a whole application), absolute under the
 * console's address (`publicUrl` of the server configuration), for links in mails and robot messages.
 */
export const approvalTaskUrl = (consoleUrl: string, taskId: string, instanceId: string) =>
  taskId
    ? `${consoleUrl}/approval/todo?taskId=${encodeURIComponent(taskId)}`
    : `${consoleUrl}/approval/apply?instanceId=${encodeURIComponent(instanceId)}`;
