import { getAllOperation } from '../getAllOperation';
import { simplifySavedSearch } from './simplify';

export const { readOnly, execute } = getAllOperation('savedSearch', {
	simplify: simplifySavedSearch,
});
