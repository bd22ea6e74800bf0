import type { UserViewRow } from '@shared/api/modules/identity/schemas';

/** A user row as the user list answers it, for model tests. */
export const aUser = (userId: string, over: Partial<UserViewRow> = {}): UserViewRow => ({
  userId,
  merchantId: 'm1',
  merchantName: 'Head office',
  userName: `user${userId}`,
  nickName: `User ${userId}`,
  phonenumber: '13800000000',
  email: `user${userId}@example.com`,
  jobNumber: '',
  avatar: '',
  idCard: '',
  sex: '0',
  organizeId: 'o1',
  organizeName: 'Sales',
  status: '0',
  remark: '',
  createTime: '2026-01-01 00:00:00',
  lockedTime: '',
  unlockingTime: '',
  lockedReason: '',
  roleInfos: [],
  positionInfos: [],
  ...over,
});
