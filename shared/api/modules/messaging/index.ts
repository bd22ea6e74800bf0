import { channelsApi } from './channels';
import { notifyRulesApi } from './notifyRules';
import { sendTasksApi } from './sendTasks';
import { templatesApi } from './templates';

/** Endpoints of the message app (console spec §2.3 MESSAGE): templates, channels, send tasks, approval notifications. */
export const messagingApi = { ...templatesApi, ...channelsApi, ...sendTasksApi, ...notifyRulesApi };
