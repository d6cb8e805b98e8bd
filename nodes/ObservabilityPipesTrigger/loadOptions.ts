import { loadKindMethod } from '../shared/editor/lazyMethods';

/** The alerts the trigger can watch: of the chosen service (cloud) or of the server (self-hosted), "Name (state)". */
export const getWatchedAlerts = loadKindMethod('alert');

/** The data pipes of the chosen cloud service, "Name (state)". */
export const getWatchedPipes = loadKindMethod('pipe');

/** The services of the chosen organization, "Name (state)". */
export const getWatchedServices = loadKindMethod('service');
