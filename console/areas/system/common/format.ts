import dayjs from 'dayjs';
import { maskPhone } from '@shared/api/modules/identity/rules';

export const EMPTY = '--';

/** YYYY-MM-DD HH:mm:ss in local time, '--' when empty. */
export const formatTime = (value: string | null | undefined): string =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : EMPTY;

/** The value, or '--' when empty. */
export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : EMPTY);

/** Masked phone (first 3 and last 4 kept), '--' when empty. */
export const phoneCell = (phone: string | null | undefined): string => (phone ? maskPhone(phone) : EMPTY);
