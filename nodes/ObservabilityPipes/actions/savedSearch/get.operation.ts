import { getOperation } from '../getOperation';
import { simplifySavedSearch } from './simplify';

export const { description, readOnly, execute } = getOperation('savedSearch', {
	simplify: simplifySavedSearch,
});
