/** The avatar popover's items and their visibility rules (console spec §2.6, §6). */
export const ALL_PERMISSIONS = '*:*:*';

export type UserMenuItemId =
  | 'personalInfo'
  | 'personalAuth'
  | 'myTodo'
  | 'myApply'
  | 'delegation'
  | 'messageCenter'
  | 'approvalCenter'
  | 'fileCenter'
  | 'systemManage'
  | 'switchTenant'
  | 'logout';

export interface UserMenuItem {
  id: UserMenuItemId;
  /** Named route it opens, if any. */
  routeName?: string;
  /** When set, clicking warns 'No menu permission, contact administrator' instead of navigating. */
  isDenied?: boolean;
}

export interface UserMenuState {
  isOwnTenant: boolean;
  appCodes: readonly string[];
  permissions: readonly string[];
}

/**
 * Permission tag rule (§5): a non-empty array of tags is required ('please set permission tag value'); the
 * element stays if the user has one of the tags or `*:*:*`.
 */
export const hasPermissionTag = (permissions: readonly string[], tags: readonly string[]): boolean => {
  if (!Array.isArray(tags) || tags.length === 0) throw new Error('permission.tagRequired');
  return permissions.includes(ALL_PERMISSIONS) || tags.some((tag) => permissions.includes(tag));
};

export const userMenuItems = (state: UserMenuState): UserMenuItem[] => {
  const has = (tag: string) => hasPermissionTag(state.permissions, [tag]);
  const items: (UserMenuItem | false)[] = [
    state.isOwnTenant && { id: 'personalInfo' },
    state.isOwnTenant && { id: 'personalAuth', routeName: 'SysPersonalAuthList' },
    { id: 'myTodo', routeName: 'approvalToHandleList', isDenied: !has('system:my:approval') },
    { id: 'myApply', routeName: 'selfApplications', isDenied: !has('system:my:apply') },
    { id: 'delegation', routeName: 'ApprovalDelegations' },
    state.appCodes.includes('MESSAGE') && { id: 'messageCenter', routeName: 'LetterNotificationNew' },
    // As built (§6): the approval centre hides for holders of system:workflow:manage, the file centre for system:document:center.
    !has('system:workflow:manage') && { id: 'approvalCenter', routeName: 'AssemblyLiine' },
    !has('system:document:center') && { id: 'fileCenter', routeName: 'BucketList' },
    state.appCodes.includes('system-new') && { id: 'systemManage', routeName: 'MerchantManage' },
    { id: 'switchTenant' },
    { id: 'logout' },
  ];
  return items.filter((item): item is UserMenuItem => Boolean(item));
};
