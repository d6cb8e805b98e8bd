import { ENUMS } from '../../../shared/api/apiSpec';
import type { FilterSpec } from '../listFilters';

/** API Key Get Many's "Filters": state is. */
export const apiKeyFilters: FilterSpec = { state: ENUMS.apiKeyStates.values };
