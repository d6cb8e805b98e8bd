import { getOperation } from '../getOperation';
import { simplifySavedSearch } from './simplify';

export const { readOnly, execute } = getOperation('savedSearch', { simplify: simplifySavedSearch });
