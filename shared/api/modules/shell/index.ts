import { tenantApi } from './tenant';
import { letterApi } from './letters';
import { projectApi } from './projects';
import { thirdPartyApi } from './thirdParty';

/** Endpoints of the shell area, declared once (see shared/api/contract.ts). */
export const shellApi = { ...tenantApi, ...letterApi, ...projectApi, ...thirdPartyApi };

export { LETTER_STREAM_PATH } from './letters';
export type { LetterDetailData, LetterItemRow, LetterLinkData, LetterTipData } from './letters';
export type { ProjectRow } from './projects';
export type { TenantNode } from './tenant';
export {
  CONSOLE_CHANGE_KINDS,
  changedKinds,
  readConsoleChange,
  type ConsoleChangeData,
  type ConsoleChangeKind,
} from './consoleChanges';
