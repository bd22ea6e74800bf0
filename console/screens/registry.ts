import { approvalScreens } from '../areas/approval/screens';
import { documentScreens } from '../areas/document/screens';
import { flowsScreens } from '../areas/flows/screens';
import { formsScreens } from '../areas/forms/screens';
import { messageScreens } from '../areas/message/screens';
import { systemScreens } from '../areas/system/screens';
import type { ExtraRoute, LazyScreen } from './types';

const AREAS = [systemScreens, approvalScreens, formsScreens, flowsScreens, messageScreens, documentScreens];

/** Every screen the console can show, by the component string menus carry. */
export const SCREENS: Record<string, LazyScreen> = Object.assign({}, ...AREAS.map((area) => area.screens));

/** Routes outside the menus. */
export const EXTRA_ROUTES: ExtraRoute[] = AREAS.flatMap((area) => area.routes ?? []);
