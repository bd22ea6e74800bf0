import { templatesApi } from './templates';

/** Endpoints of the message app (console spec §2.3 MESSAGE): templates, channels, send tasks. */
export const messagingApi = { ...templatesApi };
