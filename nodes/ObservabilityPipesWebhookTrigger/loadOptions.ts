import { loadKindMethod } from '../shared/editor/lazyMethods';

/** The alerts of the chosen service (cloud) or of the server (self-hosted), "Name (state)". */
export const getNotifyingAlerts = loadKindMethod('alert');
