/** What the login page hands to /resetPassword (in the navigation state, never in the address) after a sign-in. */
export interface PasswordTicketState {
  userName: string;
  ticket: string;
}

export const readPasswordTicket = (state: unknown): PasswordTicketState | undefined => {
  const value = state as Partial<PasswordTicketState> | null | undefined;
  return typeof value?.userName === 'string' && typeof value.ticket === 'string'
    ? { userName: value.userName, ticket: value.ticket }
    : undefined;
};
