import { recordAccess } from '../recordAccess';

export const {
	locator: sourceLocator,
	chosen: chosenSource,
	listPath: sourcesPath,
} = recordAccess('source');
