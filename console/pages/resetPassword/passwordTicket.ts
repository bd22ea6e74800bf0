import type { PasswordRule } from '@shared/api/modules/config/passwordRule';

/** What the login page hands to /resetPassword (in the navigation state, never in the address) after a sign-in. */
export interface PasswordTicketState {
  userName: string;
  ticket: string;
  /** The rule of the account's tenant, answered with the ticket (absent: the §5 default applies in the form). */
  rule?: PasswordRule;
}

const isRule = (value: unknown): value is PasswordRule =>
  typeof value === 'object' && value !== null && typeof (value as PasswordRule).minLength === 'number';

export const readPasswordTicket = (state: unknown): PasswordTicketState | undefined => {
  const value = state as Partial<PasswordTicketState> | null | undefined;
  return typeof value?.userName === 'string' && typeof value.ticket === 'string'
    ? { userName: value.userName, ticket: value.ticket, rule: isRule(value.rule) ? value.rule : undefined }
    : undefined;
};
