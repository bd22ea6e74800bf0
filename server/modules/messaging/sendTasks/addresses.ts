import { ADDRESS_OF, type SendKind } from '@shared/messaging/channelKinds';

const MAIL =
  /^[^\s@<>(),;:"[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;
const OPEN_ID = /^[A-Za-z0-9_-]{4,128}$/;

/** Whether `address` is usable for the kind (mail address, phone number, mini-program open id). */
export const isAddressFor = (kind: SendKind, address: string): boolean => {
  switch (ADDRESS_OF[kind]) {
    case 'email':
      return address.length <= 254 && MAIL.test(address);
    case 'phone':
      return PHONE.test(address);
    case 'openId':
      return OPEN_ID.test(address);
    default:
      return false;
  }
};

/** The key two addresses share when they reach the same person (mail addresses ignore case, phones spacing). */
export const addressKey = (kind: SendKind, address: string): string => {
  const kindOf = ADDRESS_OF[kind];
  if (kindOf === 'email') return address.toLowerCase();
  if (kindOf === 'phone') return address.replace(/[ -]/g, '');
  return address;
};

/** A directory person's address for the kind: their user id for site messages, mail or phone, none otherwise. */
export const addressOfUser = (
  kind: SendKind,
  user: { userId: string; email: string; phonenumber: string },
): string => {
  switch (ADDRESS_OF[kind]) {
    case 'userId':
      return user.userId;
    case 'email':
      return user.email.trim();
    case 'phone':
      return user.phonenumber.trim();
    default:
      return '';
  }
};
