import { SEARCH_PATH } from '../../../shared/api/paths';

export { sourceLocator } from '../common.descriptions';

/** Self-hosted event search (the cloud has none). */
export const searchPath = (): string => SEARCH_PATH;
