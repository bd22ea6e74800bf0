/** The notification channel that tells every instance's delivery worker new recipients are due. */
export const SEND_WAKE_CHANNEL = 'message_send_due';
