import { SEARCH_PATH } from '../../../shared/api/paths';

/** Self-hosted event search (the cloud has none). */
export const searchPath = (): string => SEARCH_PATH;
