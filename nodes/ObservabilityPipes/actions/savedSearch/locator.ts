import { recordAccess } from '../recordAccess';

export const { chosen: chosenSavedSearch, listPath: savedSearchesPath } =
	recordAccess('savedSearch');
