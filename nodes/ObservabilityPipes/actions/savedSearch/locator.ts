import { recordAccess } from '../recordAccess';

export const {
	locator: savedSearchLocator,
	chosen: chosenSavedSearch,
	listPath: savedSearchesPath,
} = recordAccess('savedSearch');
