import { checkPermissionTags, permits } from '@shared/api/modules/identity/rules';
import { useStores } from '../../../app/storeContext';

/**
 * Whether the signed-in user holds any of `tags` (`*:*:*` grants all). Console spec §5: a non-empty list of tags
 * is required, otherwise 'please set permission tag value' is thrown.
 */
export const hasAnyPermission = (
  granted: readonly string[],
  tags: readonly string[],
  message: string,
): boolean => {
  if (checkPermissionTags(tags)) throw new Error(message);
  return permits(granted, tags);
};

export const usePermission = () => {
  const { session, i18n } = useStores();
  return (...tags: string[]) =>
    hasAnyPermission(session.permissions, tags, i18n.t('admin:rule.permissionTagRequired'));
};
